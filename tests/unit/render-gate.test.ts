import { describe, expect, it } from 'vitest'
import { RenderGate } from '@/lib/render-gate'

describe('render gate', () => {
  it('lets the limit run at once and the rest in arrival order as slots free up', () => {
    const gate = new RenderGate(2)
    const started: string[] = []
    const finish: Record<string, () => void> = {}
    for (const name of ['a', 'b', 'c', 'd'])
      gate.run((done) => {
        started.push(name)
        finish[name] = done
      })
    expect(started).toEqual(['a', 'b'])
    expect([gate.active, gate.waiting]).toEqual([2, 2])
    finish.b?.()
    expect(started).toEqual(['a', 'b', 'c'])
    finish.b?.() // a second call frees nothing more
    expect([gate.active, gate.waiting]).toEqual([2, 1])
    finish.a?.()
    finish.c?.()
    finish.d?.()
    expect(started).toEqual(['a', 'b', 'c', 'd'])
    expect([gate.active, gate.waiting]).toEqual([0, 0])
  })
})
