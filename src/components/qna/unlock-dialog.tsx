'use client'
import { submitJson } from '@/lib/submit-json'
import { PasswordDialog } from './password-dialog'
import type { QnaTexts } from './texts'

/** Opens a secret Q&A post for this browser session through `/api/v1/qna/{id}/unlock`. */
export function UnlockDialog({ qnaId, texts }: { qnaId: string; texts: QnaTexts }) {
  return (
    <PasswordDialog
      trigger={texts.unlockTrigger}
      title={texts.unlockTitle}
      description={texts.unlockDescription}
      submitLabel={texts.confirm}
      labels={texts}
      onSubmitPassword={async (password) => {
        const result = await submitJson(`/api/v1/qna/${encodeURIComponent(qnaId)}/unlock`, { password })
        return result.ok ? null : result.message || texts.unlockFailed
      }}
    />
  )
}
