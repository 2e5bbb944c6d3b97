import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { redactedPaths } from '@/lib/logger'

describe('log redaction', () => {
  it('keeps credentials, tokens and personal data out of the log', () => {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const log = pino({ redact: { paths: redactedPaths, censor: '[redacted]' } }, sink)
    log.info(
      {
        password: 'Secret123!',
        data: { email: 'kim@example.com', phone: '010-1234-5678', title: '문의' },
        req: { headers: { authorization: 'Bearer abc.def', cookie: 'userToken=xyz' } },
        refreshToken: 'r-123',
      },
      'sign-in',
    )
    const line = lines.join('')
    for (const secret of [
      'Secret123!',
      'kim@example.com',
      '010-1234-5678',
      'Bearer abc.def',
      'userToken=xyz',
      'r-123',
    ]) {
      expect(line).not.toContain(secret)
    }
    expect(line).toContain('문의')
    expect(line).toContain('[redacted]')
  })
})
