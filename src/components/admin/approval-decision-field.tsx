import type { PayloadRequest, UIFieldServerComponent } from 'payload'
import { comparisonUrl } from '@/modules/approval/comparison'
import { canDecide } from '@/modules/approval/decide'
import { isApprovalCollection } from '@/modules/approval/policy'
import { stageOf, withStandingFinalApprover } from '@/modules/approval/steps'
import { koreanDateTime } from '@/modules/time/korea'
import type { ApprovalRequest, User } from '@/payload-types'
import { ApprovalDecisionForm } from './approval-decision-form'

/**
 * The top of a 게시 승인 request's page: links to the document and to Payload's comparison of its versions (what
 * changed against the live one) or, for a 삭제 요청, its reason; then 승인 / 반려 for an approver who may decide it,
 * or where it stands for others.
 */
export const ApprovalDecisionField: UIFieldServerComponent = async ({ data, req }) => {
  const stored = data as ApprovalRequest | undefined
  if (!stored?.id) return null
  const request = await withStandingFinalApprover(req, stored)
  const base = `/admin/collections/${request.targetCollection}/${request.targetId}`
  const decidable = canDecide(req.user as unknown as User, request)
  // A 삭제 요청 has no new version to compare: its reason is what the approver weighs.
  const deletion = request.action === 'delete'
  // A 발송 요청 changes nothing on the site: the issue is already published, approval mails it.
  const sending = request.action === 'send'
  const final = stageOf(request) === 'final'
  return (
    <div className="approval-decision" style={{ display: 'grid', gap: '0.75rem', marginBottom: '1.5rem' }}>
      <p style={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.25rem' }}>
        <a href={base}>{openLabels[request.action ?? 'publish']}</a>
        {request.action === 'publish' && isApprovalCollection(request.targetCollection) ? (
          <a href={await comparisonUrl(req, request.targetCollection, request.targetId)}>
            바뀐 내용 비교 (게시된 판과 요청한 판)
          </a>
        ) : null}
      </p>
      {sending ? (
        <p style={{ margin: 0 }}>승인하면 이 뉴스레터를 지금 구독 중인 모든 사람에게 바로 발송합니다.</p>
      ) : null}
      {request.action === 'answer' ? (
        <p style={{ margin: 0 }}>승인하면 저장된 답변이 공개되고(답변완료) 질문한 사람에게 알림 메일이 한 번 갑니다.</p>
      ) : null}
      {deletion ? (
        <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          <strong>삭제 요청 사유:</strong> {request.requestNote}
        </p>
      ) : null}
      {request.twoStep && (request.status === 'pending' || request.firstApprovedBy) ? (
        <TwoStepProgress request={request} names={await staffNamesOf(req, request)} />
      ) : null}
      {decidable ? (
        <ApprovalDecisionForm id={request.id} approveLabel={approveLabel(request)} />
      ) : request.status === 'pending' ? (
        <p style={{ margin: 0 }}>
          {final ? '최종 승인권자의 결정을 기다리고 있습니다.' : '승인권자의 결정을 기다리고 있습니다.'}
        </p>
      ) : null}
      {request.status !== 'pending' && request.reason ? (
        <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          <strong>{request.status === 'rejected' ? '반려 사유' : '승인 의견'}:</strong> {request.reason}
        </p>
      ) : null}
    </div>
  )
}

const approveLabel = (request: ApprovalRequest) =>
  !request.twoStep ? '승인' : stageOf(request) === 'final' ? '최종 승인' : '1차 승인'

const idOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as { id?: number }).id : (value as number | null | undefined)

/** The names of the two approvers, read on the server: an approver may not read other accounts. */
async function staffNamesOf(req: PayloadRequest, request: ApprovalRequest) {
  const ids = [idOf(request.firstApprovedBy), idOf(request.finalApprover)].filter((id): id is number => Boolean(id))
  if (!ids.length) return new Map<number, string>()
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { username: true, userName: true },
  })
  return new Map(docs.map((u) => [u.id as number, u.userName ? `${u.userName} (${u.username})` : String(u.username)]))
}

/** 2단계 승인: who approved first and who decides last. */
function TwoStepProgress({ request, names }: { request: ApprovalRequest; names: Map<number, string> }) {
  const first = idOf(request.firstApprovedBy)
  const last = idOf(request.finalApprover)
  return (
    <ol aria-label="2단계 승인" style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.25rem' }}>
      <li>
        1차 승인 (담당):{' '}
        {first ? (
          <>
            {names.get(first) ?? `#${first}`}
            {request.firstApprovedAt ? `, ${koreanDateTime(request.firstApprovedAt)}` : ''}
            {request.firstReason ? ` · 의견: ${request.firstReason}` : ''}
          </>
        ) : (
          '기다리는 중'
        )}
      </li>
      <li>
        최종 승인 (부서장):{' '}
        {!first
          ? '1차 승인 뒤 그룹장이 결정합니다.'
          : last
            ? `${names.get(last) ?? `#${last}`}${request.status === 'pending' ? ' (기다리는 중)' : ''}`
            : `1차 승인자가 아닌 다른 승인권자${request.status === 'pending' ? ' (기다리는 중)' : ''}`}
      </li>
    </ol>
  )
}

const openLabels: Record<NonNullable<ApprovalRequest['action']>, string> = {
  publish: '요청한 글 열기',
  delete: '삭제를 요청한 글 열기',
  send: '발송할 뉴스레터 열기',
  answer: '답변할 질문 열기',
}
