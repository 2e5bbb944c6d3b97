'use client'
import { useRouter } from 'next/navigation'
import { submitJson } from '@/lib/submit-json'
import { PasswordDialog } from './password-dialog'

/** The asker deletes an unanswered question with its password. */
export function DeleteQnaDialog({ qnaId, listHref }: { qnaId: string; listHref: string }) {
  const router = useRouter()
  return (
    <PasswordDialog
      trigger="삭제"
      title="문의 삭제"
      description="삭제한 문의와 개인정보는 되살릴 수 없습니다. 작성할 때 정한 비밀번호를 입력해 주세요."
      submitLabel="삭제"
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
