import { z } from 'zod'
import { email, minMax, passwordLength } from '@/validation/validators'
import { qnaMessages } from './messages'

/** Turns a spec validator (true | message) into a zod refinement with the validator's own Korean message. */
const rule = (validate: (value: unknown) => true | string) => (value: string, ctx: z.RefinementCtx) => {
  const result = validate(value)
  if (result !== true) ctx.addIssue({ code: 'custom', message: result })
}

/**
 * The spec's minMax length rule with a message naming the field, in the form's wording ("…입력해 주세요" like its other
 * messages); the spec's own generic texts ("2자 이상으로 작성해주세요.") stay with the staff forms it describes.
 */
const lengthWithin = (min: number, max: number, message: string) => (value: string, ctx: z.RefinementCtx) => {
  if (minMax(min, max)(value) !== true) ctx.addIssue({ code: 'custom', message })
}

const requiredText = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().min(1, { message }))

export const qnaFieldNames = ['category', 'title', 'content', 'name', 'email', 'phone', 'password', 'consent'] as const
export type QnaField = (typeof qnaFieldNames)[number]

/** The asker's editable fields, shared by writing and editing. */
export const qnaQuestionSchema = z.object({
  category: requiredText(qnaMessages.categoryRequired),
  title: requiredText(qnaMessages.titleRequired).superRefine(lengthWithin(2, 100, qnaMessages.titleLength)),
  content: requiredText(qnaMessages.contentRequired).superRefine(lengthWithin(5, 5000, qnaMessages.contentLength)),
  isSecret: z.boolean(),
})

export const qnaWriteSchema = qnaQuestionSchema.extend({
  name: requiredText(qnaMessages.nameRequired).superRefine(lengthWithin(2, 20, qnaMessages.nameLength)),
  email: requiredText(qnaMessages.emailRequired).superRefine(rule(email)),
  phone: z
    .preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string())
    .refine((v) => v === '' || /^[0-9-]{9,15}$/.test(v), { message: qnaMessages.phoneInvalid }),
  password: z
    .preprocess((v) => (typeof v === 'string' ? v : ''), z.string().min(1, { message: qnaMessages.passwordRequired }))
    .superRefine(rule(passwordLength)),
  consent: z.literal(true, { error: qnaMessages.consentRequired }),
})

export type QnaWriteInput = z.infer<typeof qnaWriteSchema>

/** Field → first message, for showing errors beside their inputs. */
export function fieldErrorsOf(error: z.ZodError): Partial<Record<QnaField, string>> {
  const errors: Partial<Record<QnaField, string>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as QnaField
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}
