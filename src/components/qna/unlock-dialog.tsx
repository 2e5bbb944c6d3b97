'use client'
import { PasswordDialog } from './password-dialog'

/** Opens a secret Q&A post for this browser session through `/api/v1/qna/{id}/unlock`. */
export function UnlockDialog({ qnaId }: { qnaId: string }) {
  return (
    <PasswordDialog
      trigger="비밀번호 입력"
      title="비밀글 보기"
      description="글을 작성할 때 정한 비밀번호를 입력해 주세요."
      onSubmitPassword={async (password) => {
        const response = await fetch(`/api/v1/qna/${encodeURIComponent(qnaId)}/unlock`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ password }),
        })
        if (response.ok) return null
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
        return body?.error?.message ?? '비밀번호를 확인하지 못했습니다.'
      }}
    />
  )
}
