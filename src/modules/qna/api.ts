import 'server-only'
import type { Payload } from 'payload'
import { can } from '@/access/permissions'
import { ApiError, forbidden, notFound } from '@/modules/api/errors'
import { authenticate, type Caller } from '@/modules/auth/authenticate'
import { qnaMessages } from './messages'
import { type QnaViewer, viewQna } from './service'
import type { QnaUnlock } from './unlock-cookie'

/** Who reads a question through the API: staff with the Q&A read right see every post, visitors only unlocked ones. */
export async function qnaViewerOf(
  payload: Payload,
  request: Request,
  unlocks: QnaUnlock[],
): Promise<QnaViewer & { staff: Caller['user'] | null }> {
  const caller = await optionalCaller(payload, request)
  const staff = caller && can(caller.user, 'qna', 'read') ? caller.user : null
  return { isStaff: Boolean(staff), unlocks, staff }
}

/** A bearer token or staff session when one is sent; a visitor otherwise. A bad token is still a 401. */
async function optionalCaller(payload: Payload, request: Request): Promise<Caller | null> {
  const sendsCredentials =
    request.headers.has('authorization') ||
    /(?:^|;\s*)(userToken|payload-token)=/.test(request.headers.get('cookie') ?? '')
  if (!sendsCredentials) return null
  try {
    return await authenticate(payload, request)
  } catch (error) {
    if (request.headers.has('authorization')) throw error
    return null
  }
}

export const qnaLocked = () => new ApiError(403, 'QNA_LOCKED', qnaMessages.locked)

/** The open view of a question for this viewer, or the refusal the API answers with. */
export async function openQnaOrThrow(payload: Payload, id: string, viewer: QnaViewer) {
  const view = await viewQna(payload, id, viewer)
  if (view.kind === 'missing') throw notFound(qnaMessages.notFound)
  if (view.kind === 'locked') throw qnaLocked()
  // The documented shape (api-schemas.ts): the answer as plain text derived from its rich text; the rich text, its
  // files and the moderation marker are for the site's own page.
  const { kind: _kind, moderated: _moderated, answer, ...open } = view
  return { ...open, answer: answer ? { text: answer.text, answeredAt: answer.answeredAt } : null }
}

/** Staff who may answer: the Q&A write right. */
export async function requireQnaAnswerer(payload: Payload, request: Request) {
  const caller = await authenticate(payload, request)
  if (!can(caller.user, 'qna', 'write')) throw forbidden()
  return caller
}
