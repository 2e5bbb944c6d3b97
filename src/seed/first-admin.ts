import { randomInt } from 'node:crypto'
import type { Payload } from 'payload'
import type { Env } from '@/lib/env'
import { passwordLength, passwordSpecialCharacters } from '@/validation/validators'
import { authGroupIdBySeq, seedAuthGroups } from './auth-groups'

const letters = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ'
const digits = '23456789'

const pick = (set: string) => set[randomInt(set.length)] as string

/** A random password that satisfies the spec's password rule, for the first start without ADMIN_PASSWORD. */
export function generatePassword(size = 20): string {
  const all = letters + digits + passwordSpecialCharacters
  const chars = [pick(letters), pick(digits), pick(passwordSpecialCharacters)]
  while (chars.length < size) chars.push(pick(all))
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j] as string, chars[i] as string]
  }
  return chars.join('')
}

/**
 * Creates the first administrator when there is no account yet. There is never a known default
 * password: either ADMIN_PASSWORD is given, or one is generated and printed once.
 */
export async function ensureFirstAdmin(payload: Payload, env: Env): Promise<'created' | 'exists'> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return 'exists'

  const given = env.ADMIN_PASSWORD
  if (given !== undefined && passwordLength(given) !== true) {
    throw new Error(
      `ADMIN_PASSWORD: must be 8+ characters with a letter, a digit and one of ${passwordSpecialCharacters}, and nothing else`,
    )
  }
  const password = given ?? generatePassword()
  // The first account can do everything, including managing the other accounts.
  await seedAuthGroups(payload)
  const superGroup = await authGroupIdBySeq(payload, 1)
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      username: env.ADMIN_USER_ID,
      email: env.ADMIN_EMAIL,
      password,
      userName: '최고관리자',
      displayName: '최고관리자',
      accountStatus: 'active',
      authGroup: superGroup,
    },
  })
  if (given === undefined) {
    // Printed once, on the first start only: the operator signs in and changes it.
    process.stdout.write(
      [
        '',
        '────────────────────────────────────────────────────────',
        ' 첫 관리자 계정이 만들어졌습니다 (first admin account created)',
        `   아이디 (user id): ${env.ADMIN_USER_ID}`,
        `   비밀번호 (password): ${password}`,
        ' 이 비밀번호는 다시 표시되지 않습니다. 로그인 후 바로 바꿔 주세요.',
        '────────────────────────────────────────────────────────',
        '',
      ].join('\n'),
    )
  }
  return 'created'
}
