import 'server-only'
import { localizedPath } from '@/i18n/routing'
import { ratingResultAnchor } from './anchors'
import type { RatingOutcome } from './submit'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * A refusal as the site's forms show it without a script: a short Korean page with the reason and a way back. The
 * message is one of ours, but it is escaped all the same.
 */
export function refusalPage(
  status: number,
  message: string,
  back: string | null,
  headers: Record<string, string> = {},
) {
  const escapeHtml = (text: string) =>
    text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)
  const link = back ? `<p><a href="${escapeHtml(back)}#page-rating">페이지로 돌아가기</a></p>` : ''
  const html = `<!doctype html><html lang="ko"><meta charset="utf-8"><title>만족도 평가</title><p role="alert">${escapeHtml(message)}</p>${link}</html>`
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...noStore, ...headers } })
}

/**
 * A form post's answer: back to the page (303) with the result in the fragment when the answer was taken or had
 * already been given today; otherwise the refusal page with its 4xx status (and Retry-After on 429).
 */
export function formAnswer(outcome: RatingOutcome): Response {
  const page = outcome.page
  const back = page ? localizedPath(page.locale, `/${page.path}`) : null
  if (back && (outcome.ok || outcome.status === 409)) {
    const anchor = outcome.ok ? ratingResultAnchor.thanks : ratingResultAnchor.duplicate
    return new Response(null, { status: 303, headers: { Location: `${back}#${anchor}`, ...noStore } })
  }
  if (outcome.ok) return new Response(null, { status: 204, headers: noStore })
  return refusalPage(outcome.status, outcome.message, back, retryAfter(outcome))
}

/** A script's (or an integrator's) answer: JSON in the API's error shape. */
export function jsonAnswer(outcome: RatingOutcome): Response {
  if (outcome.ok) return Response.json({ ok: true, message: outcome.message }, { status: 201, headers: noStore })
  const error = {
    code: outcome.code,
    message: outcome.message,
    ...(outcome.details?.length ? { details: outcome.details } : {}),
  }
  return Response.json({ error }, { status: outcome.status, headers: { ...noStore, ...retryAfter(outcome) } })
}

const retryAfter = (outcome: RatingOutcome): Record<string, string> =>
  !outcome.ok && outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {}
