import type { Payload, PayloadRequest } from 'payload'
import { env } from '@/lib/env'
import { escapeHtml } from '@/lib/html-escape'

/** How long a mailed reset link works; the mail states it. */
export const passwordResetMinutes = 30
export const passwordResetExpirationMs = passwordResetMinutes * 60 * 1000

const instituteName = '녹색기후기술원'

type MailUser = { email?: string | null; userName?: string | null; username?: string | null }
type MailArgs = { req?: Pick<PayloadRequest, 'payload'>; token?: string; user?: MailUser }

/**
 * Payload's own admin reset page. The address is built from the configured site address, never from
 * the request's Host header, so a forged Host cannot send staff a link to someone else's server.
 */
export function passwordResetUrl(payload: Pick<Payload, 'config'>, token: string): string {
  const { routes } = payload.config
  return `${env.siteUrl.replace(/\/$/, '')}${routes.admin}/reset/${encodeURIComponent(token)}`
}

export const passwordResetSubject = (): string => `[${instituteName}] 관리자 비밀번호 재설정 안내`

function greetingOf(user: MailUser | undefined): string {
  const name = user?.userName || user?.username
  return name ? `${name}님, 안녕하세요.` : '안녕하세요.'
}

/** The mail as plain text lines; the HTML version shows the same lines. */
function lines(args: MailArgs = {}): { before: string[]; url: string; after: string[] } {
  const url = args.req && args.token ? passwordResetUrl(args.req.payload, args.token) : ''
  return {
    before: [
      greetingOf(args.user),
      `${instituteName} 관리자 페이지의 비밀번호 재설정을 요청하셨습니다.`,
      `아래 링크를 눌러 새 비밀번호를 정해 주세요. 링크는 ${passwordResetMinutes}분 동안 한 번만 쓸 수 있습니다.`,
    ],
    url,
    after: [
      '비밀번호를 바꾸면 이 계정으로 로그인된 다른 모든 기기에서 로그아웃됩니다.',
      '요청하지 않으셨다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.',
      `— ${instituteName}`,
    ],
  }
}

export function passwordResetText(args?: MailArgs): string {
  const { before, url, after } = lines(args)
  return [...before, '', url, '', ...after].join('\n')
}

export function passwordResetHtml(args?: MailArgs): string {
  const { before, url, after } = lines(args)
  const paragraphs = (texts: string[]) => texts.map((t) => `<p>${escapeHtml(t)}</p>`).join('')
  const link = escapeHtml(url)
  return (
    `<div lang="ko">${paragraphs(before)}` +
    `<p><a href="${link}">비밀번호 재설정하기</a></p><p style="font-size:12px;color:#555">${link}</p>` +
    `${paragraphs(after)}</div>`
  )
}
