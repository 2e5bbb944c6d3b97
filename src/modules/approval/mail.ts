import type { Payload } from 'payload'
import { env } from '@/lib/env'
import type { ApprovalRequest, User } from '@/payload-types'
import { canDecide } from './decide'
import { actionWord } from './menu'
import { stageOf, withStandingFinalApprover } from './steps'

/**
 * The mails of 게시 승인: each new request to the approvers who may decide it, each decision to the one who asked.
 * They are queued as a job in the transaction that records the request or the decision (mail-task.ts), so a request
 * that is rolled back mails nobody, and a mail server that is down delays the mail instead of failing the save.
 */

export type ApprovalMailEvent = 'requested' | 'decided'

type Message = { to: string; subject: string; text: string }

const idOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as { id?: number }).id : (value as number | null | undefined)

const requestLink = (request: Pick<ApprovalRequest, 'id'>) =>
  `${env.siteUrl}/admin/collections/approval-requests/${request.id}`

const nameOf = (user: Pick<User, 'userName' | 'username'> | null | undefined) =>
  user?.userName || user?.username || '알 수 없음'

const languageLabel = (request: Pick<ApprovalRequest, 'language'>) => (request.language === 'en' ? '영문' : '국문')

const isDeletion = (request: Pick<ApprovalRequest, 'action'>) => request.action === 'delete'

/** What an approver's mail says of each kind of request: what came in, and what to do with it. */
const requestWording: Record<NonNullable<ApprovalRequest['action']>, { opening: string; ask: string }> = {
  publish: {
    opening: '게시 승인 요청이 들어왔습니다.',
    ask: '아래 주소에서 바뀐 내용을 비교하고 승인하거나 반려해 주세요.',
  },
  delete: {
    opening: '게시된 글의 삭제 승인 요청이 들어왔습니다.',
    ask: '아래 주소에서 글과 사유를 확인하고 승인하거나 반려해 주세요.',
  },
  send: {
    opening: '뉴스레터를 구독자에게 발송하는 승인 요청이 들어왔습니다.',
    ask: '아래 주소에서 뉴스레터를 확인하고 승인하거나 반려해 주세요. 승인하면 바로 발송됩니다.',
  },
  answer: {
    opening: '현장 Q&A 답변 등록의 승인 요청이 들어왔습니다.',
    ask: '아래 주소에서 질문과 답변을 확인하고 승인하거나 반려해 주세요. 승인하면 답변이 공개되고 질문한 사람에게 메일이 갑니다.',
  },
}

/**
 * The mail an approver gets for a new request, or the final approver once a two-step request has its first approval
 * (`firstApprover` given).
 */
export function requestedNotice(
  request: ApprovalRequest,
  requester: User | null,
  to: string,
  firstApprover?: User | null,
): Message {
  const deletion = isDeletion(request)
  const final = stageOf(request) === 'final'
  const kind = actionWord(request.action)
  const action = request.action ?? 'publish'
  return {
    to,
    subject: `[녹색기후기술원] ${kind} ${final ? '최종 승인' : '승인'} 요청: ${request.title}`,
    text: [
      final ? `1차 승인된 ${kind} 요청이 최종 승인을 기다립니다.` : requestWording[action].opening,
      '',
      `메뉴: ${request.menu}`,
      `제목: ${request.title} (${languageLabel(request)})`,
      `요청한 사람: ${nameOf(requester)}`,
      ...(deletion ? [`삭제 사유: ${request.requestNote ?? ''}`] : []),
      ...(final ? [`1차 승인: ${nameOf(firstApprover)}${request.firstReason ? ` (${request.firstReason})` : ''}`] : []),
      '',
      requestWording[action].ask,
      requestLink(request),
      '',
      '녹색기후기술원 관리자',
    ].join('\n'),
  }
}

/** The mail the requester gets when an approver decides. */
export function decidedNotice(request: ApprovalRequest, decider: User | null, to: string): Message {
  const approved = request.status === 'approved'
  const outcomes = {
    delete: [
      '요청하신 삭제가 승인되어 글이 사이트에서 내려갔습니다.',
      '요청하신 삭제가 반려되었습니다. 글은 사이트에 그대로 있습니다.',
    ],
    send: [
      '요청하신 뉴스레터 발송이 승인되어 구독자에게 발송을 시작했습니다.',
      '요청하신 뉴스레터 발송이 반려되었습니다. 아무에게도 발송하지 않았습니다.',
    ],
    answer: [
      '요청하신 현장 Q&A 답변이 승인되어 공개되었습니다. 질문한 사람에게 알림 메일을 보냈습니다.',
      '요청하신 현장 Q&A 답변이 반려되었습니다. 답변은 공개되지 않은 초안으로 남아 있습니다.',
    ],
    publish: ['요청하신 글이 승인되어 사이트에 게시되었습니다.', '요청하신 글이 반려되었습니다.'],
  } as const
  const outcome = outcomes[request.action ?? 'publish'][approved ? 0 : 1]
  return {
    to,
    subject: `[녹색기후기술원] ${actionWord(request.action)} ${approved ? '승인' : '반려'}: ${request.title}`,
    text: [
      outcome,
      '',
      `메뉴: ${request.menu}`,
      `제목: ${request.title} (${languageLabel(request)})`,
      `${approved ? '승인한' : '반려한'} 사람: ${nameOf(decider)}`,
      ...(request.reason ? [`${approved ? '의견' : '반려 사유'}: ${request.reason}`] : []),
      '',
      requestLink(request),
      '',
      '녹색기후기술원 관리자',
    ].join('\n'),
  }
}

async function userById(payload: Payload, id: number | null | undefined): Promise<User | null> {
  if (!id) return null
  return (await payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as User | null
}

/** The active staff with a mail address who may decide `request` (its requester never among them). */
async function approversOf(payload: Payload, request: ApprovalRequest): Promise<User[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ accountStatus: { equals: 'active' } }, { email: { exists: true } }] },
    depth: 1,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const standing = await withStandingFinalApprover({ payload }, request)
  return (docs as User[]).filter((user) => Boolean(user.email) && canDecide(user, standing))
}

/** The mails an event calls for, as they stand now: a request decided meanwhile no longer asks the approvers. */
export async function approvalMails(payload: Payload, requestId: number, event: ApprovalMailEvent) {
  const request = (await payload.findByID({
    collection: 'approval-requests',
    id: requestId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as ApprovalRequest | null
  if (!request) return []
  if (event === 'requested') {
    if (request.status !== 'pending') return []
    const requester = await userById(payload, idOf(request.requestedBy))
    const approvers = await approversOf(payload, request)
    const firstApprover = await userById(payload, idOf(request.firstApprovedBy))
    return approvers.map((approver) => requestedNotice(request, requester, approver.email as string, firstApprover))
  }
  if (request.status === 'pending') return []
  const requester = await userById(payload, idOf(request.requestedBy))
  if (!requester?.email) return []
  return [decidedNotice(request, await userById(payload, idOf(request.decidedBy)), requester.email)]
}

/** Sends the mails of an event; returns how many went out. A failure is thrown, so the job tries again. */
export async function sendApprovalMails(payload: Payload, requestId: number, event: ApprovalMailEvent) {
  const mails = await approvalMails(payload, requestId, event)
  for (const mail of mails) await payload.sendEmail(mail)
  return mails.length
}
