import 'server-only'
import type { Payload } from 'payload'
import { notFoundMessage, type Verification, type VerifyQuery, verifyCertificate } from './verify'
import { atLeast, countMiss, type GuardRefusal, guardVerification, verifyAnswerFloorMs } from './verify-guard'

/** What a checker is told: the result, the public fields on a hit, one neutral sentence on a miss. */
export type VerificationAnswer = Verification & { message?: string }

/**
 * One verification as the API and the 진위확인 pages both run it: the limits and the captcha first, then the lookup,
 * timed so a hit and a miss end at the same moment (the miss is counted inside the timed work).
 */
export async function answerVerification(
  payload: Payload,
  request: { query: VerifyQuery; captcha?: unknown; ip: string; language: 'ko' | 'en' },
): Promise<{ ok: true; answer: VerificationAnswer } | GuardRefusal> {
  const guard = await guardVerification(payload, request.ip, request.captcha)
  if (!guard.ok) return guard
  const check = async (): Promise<VerificationAnswer> => {
    const found = await verifyCertificate(payload, request.query, { ip: request.ip, language: request.language })
    if (found.result !== 'not_found') return found
    await countMiss(payload, request.ip)
    return { result: 'not_found', message: notFoundMessage[request.language] }
  }
  return { ok: true, answer: await atLeast(verifyAnswerFloorMs, check()) }
}
