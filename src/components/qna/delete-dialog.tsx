'use client'
import { useRouter } from 'next/navigation'
import { submitJson } from '@/lib/submit-json'
import { PasswordDialog } from './password-dialog'
import type { QnaTexts } from './texts'

/** The asker deletes an unanswered question with its password. */
export function DeleteQnaDialog({ qnaId, listHref, texts }: { qnaId: string; listHref: string; texts: QnaTexts }) {
  const router = useRouter()
  return (
    <PasswordDialog
      trigger={texts.deleteTrigger}
      title={texts.deleteTitle}
      description={texts.deleteDescription}
      submitLabel={texts.deleteTrigger}
      labels={texts}
      tone="danger"
      onSubmitPassword={async (password) => {
        const result = await submitJson(`/api/v1/qna/${encodeURIComponent(qnaId)}`, { password }, 'DELETE')
        if (result.ok) {
          router.push(listHref)
          return null
        }
        return result.message
      }}
    />
  )
}
