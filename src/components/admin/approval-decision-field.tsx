import type { UIFieldServerComponent } from 'payload'
import { canDecide } from '@/modules/approval/decide'
import type { ApprovalRequest, User } from '@/payload-types'
import { ApprovalDecisionForm } from './approval-decision-form'

/**
 * The top of a 게시 승인 request's page: links to the document and to Payload's comparison of its versions (what
 * changed against the live one) or, for a 삭제 요청, its reason; then 승인 / 반려 for an approver who may decide it,
 * or where it stands for others.
 */
export const ApprovalDecisionField: UIFieldServerComponent = ({ data, req }) => {
  const request = data as ApprovalRequest | undefined
  if (!request?.id) return null
  const base = `/admin/collections/${request.targetCollection}/${request.targetId}`
  const decidable = canDecide(req.user as unknown as User, request)
  // A 삭제 요청 has no new version to compare: its reason is what the approver weighs.
  const deletion = request.action === 'delete'
  return (
    <div className="approval-decision" style={{ display: 'grid', gap: '0.75rem', marginBottom: '1.5rem' }}>
      <p style={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.25rem' }}>
        <a href={base}>{deletion ? '삭제를 요청한 글 열기' : '요청한 글 열기'}</a>
        {deletion ? null : <a href={`${base}/versions`}>바뀐 내용 비교 (게시된 판과 요청한 판)</a>}
      </p>
      {deletion ? (
        <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          <strong>삭제 요청 사유:</strong> {request.requestNote}
        </p>
      ) : null}
      {decidable ? (
        <ApprovalDecisionForm id={request.id} />
      ) : request.status === 'pending' ? (
        <p style={{ margin: 0 }}>승인권자의 결정을 기다리고 있습니다.</p>
      ) : null}
      {request.status !== 'pending' && request.reason ? (
        <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          <strong>{request.status === 'rejected' ? '반려 사유' : '승인 의견'}:</strong> {request.reason}
        </p>
      ) : null}
    </div>
  )
}
