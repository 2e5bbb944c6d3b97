import { z } from 'zod'

/** Request and response schemas of the sign-in calls (spec §7). */
export const signInRequestSchema = z.object({
  userId: z
    .string({ error: '아이디와 비밀번호를 입력해 주세요.' })
    .trim()
    .min(1, { error: '아이디와 비밀번호를 입력해 주세요.' }),
  password: z
    .string({ error: '아이디와 비밀번호를 입력해 주세요.' })
    .min(1, { error: '아이디와 비밀번호를 입력해 주세요.' }),
})

export const tokenPairSchema = z.object({
  refreshToken: z.string(),
  accessToken: z.string(),
  userSeq: z.number().int(),
  refreshTokenExpiresIn: z.number().int().describe('seconds'),
})

export const refreshRequestSchema = z.object({
  refreshToken: z.string({ error: '다시 로그인 해주세요.' }).min(1, { error: '다시 로그인 해주세요.' }),
})

export const signOutResultSchema = z.object({ signedOut: z.literal(true) })
