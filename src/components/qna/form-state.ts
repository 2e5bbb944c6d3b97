import type { QnaField } from '@/modules/qna/input'

/** What the Q&A form shows after a refused submission: the message, the field errors and the values to keep. */
export type QnaFormState = {
  attempt: number
  message: string | null
  fieldErrors: Partial<Record<QnaField, string>>
  values: Partial<Record<'category' | 'title' | 'content' | 'name' | 'email' | 'phone', string>> & {
    isSecret?: boolean
  }
}

export const initialQnaFormState: QnaFormState = { attempt: 0, message: null, fieldErrors: {}, values: {} }
