import { z } from 'zod'
import { accountStatuses } from '@/access/permissions'
import { requiredMinMax, userIdRule } from '@/validation/field-rules'
import { messages, minMax, passwordLength, type ValidationResult } from '@/validation/validators'

/**
 * Request and response schemas of the users API (spec §7). They validate every call and are the
 * source an OpenAPI document is generated from.
 */
const rule = (validate: (value: unknown) => ValidationResult) =>
  z.string().superRefine((value, ctx) => {
    const result = validate(value)
    if (result !== true) ctx.addIssue({ code: 'custom', message: result })
  })

const trimmed = (schema: z.ZodType<string>) => z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), schema)

export const userIdSchema = trimmed(rule(userIdRule))
export const userNameSchema = trimmed(rule(requiredMinMax(2, 30)))
export const passwordSchema = z.string({ error: messages.password }).superRefine((value, ctx) => {
  const result = value === '' ? messages.password : passwordLength(value)
  if (result !== true) ctx.addIssue({ code: 'custom', message: result })
})

const optionalText = (min: number, max: number) => trimmed(rule(minMax(min, max)))
const emailText = trimmed(z.string().max(254, { error: messages.email }))

export const accountStatusSchema = z.enum(accountStatuses, {
  error: '계정 상태는 active(정상), dormant(휴면), suspended(정지) 중 하나여야 합니다.',
})
const groupSeqSchema = z.coerce
  .number({ error: '권한 그룹 번호가 올바르지 않습니다.' })
  .int({ error: '권한 그룹 번호가 올바르지 않습니다.' })
  .positive({ error: '권한 그룹 번호가 올바르지 않습니다.' })

/** `contents` of `POST /api/v1/users`. */
export const createUserSchema = z.object({
  userId: userIdSchema,
  userPassword: passwordSchema,
  userName: userNameSchema,
  authGroupSeq: groupSeqSchema,
  accountStatus: accountStatusSchema.nullish(),
  displayName: optionalText(2, 30).nullish(),
  userDeptName: optionalText(2, 50).nullish(),
  userEmail: emailText.nullish(),
  mainDomain: optionalText(1, 100).nullish(),
  subDomain: optionalText(1, 100).nullish(),
})
export type CreateUserInput = z.infer<typeof createUserSchema>

/**
 * `contents` of `PUT /api/v1/users/{id}`. `null` (or a missing key) leaves a field unchanged; an
 * empty string clears the optional text fields that may be empty.
 */
export const updateUserSchema = z.object({
  userId: z.string().nullish(),
  userPassword: passwordSchema.nullish(),
  userName: userNameSchema.nullish(),
  authGroupSeq: groupSeqSchema.nullish(),
  accountStatus: accountStatusSchema.nullish(),
  displayName: optionalText(2, 30).nullish(),
  userDeptName: optionalText(2, 50).nullish(),
  userEmail: emailText.nullish(),
  mainDomain: optionalText(1, 100).nullish(),
  subDomain: optionalText(1, 100).nullish(),
})
export type UpdateUserInput = z.infer<typeof updateUserSchema>

export const updateKindSchema = z.enum(['private', 'admin'], {
  error: "updateKind는 'private' 또는 'admin'이어야 합니다.",
})

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const dateSchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '날짜는 YYYY-MM-DD 형식이어야 합니다.' })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00+09:00`)), { error: '날짜가 올바르지 않습니다.' })
    .optional(),
)

export const searchKinds = ['all', 'userId', 'userName', 'displayName', 'userEmail', 'userDeptName'] as const

/** Query of `GET /api/v1/users`. Dates are calendar days in Korea (KST), both ends included. */
export const listUsersQuerySchema = z
  .object({
    pageNo: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1, { error: 'pageNo는 1 이상이어야 합니다.' }).default(1),
    ),
    pageSize: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int()
        .min(1, { error: 'pageSize는 1에서 100 사이여야 합니다.' })
        .max(100, { error: 'pageSize는 1에서 100 사이여야 합니다.' })
        .default(10),
    ),
    startDate: dateSchema,
    endDate: dateSchema,
    useYn: z.preprocess(
      (v) => (typeof v === 'string' ? v.toUpperCase() : v),
      z.preprocess(emptyToUndefined, z.enum(['Y', 'N'], { error: "useYn은 'Y' 또는 'N'이어야 합니다." }).optional()),
    ),
    searchKind: z.preprocess(
      emptyToUndefined,
      z.enum(searchKinds, { error: '검색 구분이 올바르지 않습니다.' }).default('all'),
    ),
    searchText: z.preprocess(
      emptyToUndefined,
      z.string().trim().max(100, { error: '검색어는 100자 이하로 입력해 주세요.' }).optional(),
    ),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    error: '시작일은 종료일보다 늦을 수 없습니다.',
    path: ['startDate'],
  })
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>

export const userViewSchema = z.object({
  userSeq: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  displayName: z.string().nullable(),
  userEmail: z.string().nullable(),
  userDeptName: z.string().nullable(),
  mainDomain: z.string().nullable(),
  subDomain: z.string().nullable(),
  accountStatus: accountStatusSchema,
  accountStatusName: z.string(),
  useYn: z.enum(['Y', 'N']),
  authGroupSeq: z.number().int().nullable(),
  authGroupName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type UserView = z.infer<typeof userViewSchema>

export const userListSchema = z.object({
  items: z.array(userViewSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
})

export const checkIdQuerySchema = z.object({ userId: z.string({ error: '아이디를 입력해 주세요.' }) })
export const checkIdResultSchema = z.object({ userId: z.string(), available: z.boolean(), message: z.string() })

export const validatePassQuerySchema = z.object({ userPassword: z.string({ error: '비밀번호를 입력해 주세요.' }) })
export const validatePassResultSchema = z.object({ valid: z.boolean() })

export const deleteUserQuerySchema = z.object({
  userSeq: z.coerce.number({ error: 'userSeq가 올바르지 않습니다.' }).int({ error: 'userSeq가 올바르지 않습니다.' }),
})
export const deleteUserResultSchema = z.object({ userSeq: z.number().int(), deleted: z.literal(true) })

export const userSeqParamSchema = z.coerce
  .number({ error: '사용자 번호가 올바르지 않습니다.' })
  .int({ error: '사용자 번호가 올바르지 않습니다.' })
  .positive({ error: '사용자 번호가 올바르지 않습니다.' })
