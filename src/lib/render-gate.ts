// Loaded by server.mjs through Node's type stripping: no path aliases, no parameter properties.

/**
 * At most `limit` page renders at once; the others wait their turn, in arrival order.
 *
 * Twenty visitors' pages rendered at once on two cores finish no sooner than four at a time: they only contend for
 * the CPU and hold their React trees and output buffers meanwhile. Measured under an uncached load of one page at 20
 * connections: 28 req/s with p99 920 ms at four, 22 req/s with p99 2,612 ms at twenty (docs/decisions/0011-memory.md).
 * Pages served from the page cache never wait here.
 */
export class RenderGate {
  readonly limit: number
  #active = 0
  readonly #waiting: (() => void)[] = []

  constructor(limit: number) {
    this.limit = limit
  }

  get active() {
    return this.#active
  }

  get waiting() {
    return this.#waiting.length
  }

  /** Runs `render` when a slot is free; the slot is given back once `done` is called (once is enough). */
  run(render: (done: () => void) => void) {
    let released = false
    const done = () => {
      if (released) return
      released = true
      const next = this.#waiting.shift()
      if (next) next()
      else this.#active--
    }
    const start = () => render(done)
    if (this.#active < this.limit) {
      this.#active++
      start()
    } else {
      // The slot passes straight to the next in line, so `active` stays at the limit.
      this.#waiting.push(start)
    }
  }
}
