/**
 * A local SMTP server that keeps every message in memory, for browser tests that follow links the site mails.
 * scripts/test.mjs points the site's SMTP_* at 127.0.0.1:$SMTP_PORT; the test starts the sink on that port.
 */
import { SMTPServer } from 'smtp-server'

export type CaughtMail = { to: string[]; raw: string; text: string }

export async function startSmtpSink(port = Number(process.env.SMTP_PORT) || 2525) {
  const mails: CaughtMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeBodies(raw) })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    mails,
    /** Waits for the first mail to the address that arrives after the call site's own actions. */
    async waitFor(address: string, timeoutMs = 15_000): Promise<CaughtMail> {
      const until = Date.now() + timeoutMs
      while (Date.now() < until) {
        const mail = mails.find((m) => m.to.includes(address))
        if (mail) return mail
        await new Promise((r) => setTimeout(r, 200))
      }
      throw new Error(`no mail to ${address} within ${timeoutMs} ms`)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The decoded text of every part (quoted-printable or base64), enough to find links in it. */
function decodeBodies(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/)
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/)
      const body = rest.join('\n\n')
      if (/content-transfer-encoding:\s*base64/i.test(head)) {
        return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64').toString('utf8')
      }
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(Number.parseInt(h, 16)))
        return Buffer.from(bytes, 'latin1').toString('utf8')
      }
      return body
    })
    .join('\n')
}
