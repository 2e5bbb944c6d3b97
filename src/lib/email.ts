import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'
import type { Env } from './env'

/** "이름 <address>" → its two parts, as the nodemailer adapter wants them. */
function splitFrom(from: string): { name: string; address: string } {
  const match = from.match(/^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/)
  const [, name = '', address = from] = match ?? []
  return { name: name.trim(), address: address.trim() }
}

/**
 * Outgoing mail from SMTP_* settings. Without SMTP_HOST every message is written to the log instead (never to a
 * test service on the internet, which is what the adapter would otherwise fall back to).
 */
export function emailAdapter(env: Env): Promise<EmailAdapter> | EmailAdapter {
  const from = splitFrom(env.MAIL_FROM)
  if (env.SMTP_HOST) {
    return nodemailerAdapter({
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      skipVerify: true,
      transport: nodemailer.createTransport({
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE,
        auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
      }),
    })
  }
  const logOnly: EmailAdapter = ({ payload }) => ({
    name: 'log',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      payload.logger.info({ to: message.to, subject: message.subject, text: message.text }, 'mail (SMTP_HOST unset)')
      return { logged: true }
    },
  })
  return logOnly
}
