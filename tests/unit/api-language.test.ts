import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { englishByCode, englishMessage, localizeErrorBody } from '@/modules/api/english'
import { ApiError, badRequest, errorMessages, tooManyRequests } from '@/modules/api/errors'
import { preferredLanguage } from '@/modules/api/language'
import { apiRoute, json } from '@/modules/api/route'
import { signInMessages } from '@/modules/auth/sign-in'
import { userMessages } from '@/modules/users/users-service'
import { userIdMessage } from '@/validation/field-rules'
import { messages } from '@/validation/validators'

describe('Accept-Language for API errors', () => {
  it.each([
    [null, 'ko'],
    ['', 'ko'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN-gb,en;q=0.9', 'en'],
    ['ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7', 'ko'],
    ['en-US,en;q=0.9,ko;q=0.8', 'en'],
    ['ko;q=0.5, en;q=0.6', 'en'],
    ['en;q=0.5, ko', 'ko'],
    ['en, ko', 'en'],
    ['ko, en', 'ko'],
    ['fr-FR, en;q=0.3', 'en'],
    ['fr-FR, de', 'ko'],
    ['en;q=0', 'ko'],
    ['*', 'ko'],
    ['ko;q=0, *', 'en'],
    ['en;q=0.4, *;q=0.8', 'ko'],
    ['en;q=abc, ko;q=0.1', 'ko'],
    ['english', 'ko'],
  ])('%j → %s', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected)
  })
})

describe('English error messages', () => {
  const korean = [
    ...Object.values(userMessages),
    ...Object.values(signInMessages),
    ...Object.values(errorMessages).filter((m) => typeof m === 'string'),
    ...Object.values(messages).filter((m) => typeof m === 'string'),
    userIdMessage,
  ] as string[]

  it('has an English text for every message of the api, auth, users and validation areas', () => {
    const missing = korean.filter((message) => englishMessage(message) === null)
    expect(missing).toEqual([])
  })

  it('translates messages with numbers and labels', () => {
    expect(englishMessage(messages.minLength(2))).toBe('Enter at least 2 characters.')
    expect(englishMessage(messages.maxLength(30))).toBe('Enter at most 30 characters.')
    expect(englishMessage(tooManyRequests(600).message)).toBe('Too many requests. Try again in 10 minutes.')
    expect(englishMessage('정지되었거나 휴면 상태인 계정입니다. 관리자에게 문의해 주세요. (휴면)')).toBe(
      'This account is suspended or dormant. Please contact an administrator. (dormant)',
    )
  })

  it('falls back to the English text of the code, then of the status, for untranslated Korean', () => {
    const body = (code: string) => ({ error: { code, message: '새로 추가된 한국어 메시지입니다.' } })
    expect(localizeErrorBody(body('FORBIDDEN'), 403, 'en').error.message).toBe(englishByCode.FORBIDDEN)
    expect(localizeErrorBody(body('SOMETHING_NEW'), 404, 'en').error.message).toBe(englishByCode.NOT_FOUND)
    expect(localizeErrorBody(body('SOMETHING_NEW'), 418, 'en').error.message).toBe('Request failed (418).')
    expect(localizeErrorBody(body('SOMETHING_NEW'), 503, 'en').error.message).toBe(englishByCode.INTERNAL)
    expect(localizeErrorBody(body('FORBIDDEN'), 403, 'ko')).toEqual(body('FORBIDDEN'))
  })

  it('translates details too and keeps paths and codes', () => {
    const body = badRequest(messages.password, [
      { path: 'userPassword', message: messages.password },
      { path: 'userName', message: messages.minLength(2) },
    ])
    const english = localizeErrorBody(
      { error: { code: body.code, message: body.message, details: body.details } },
      400,
      'en',
    )
    expect(english).toEqual({
      error: {
        code: 'INVALID_INPUT',
        message: 'The password format is not valid.',
        details: [
          { path: 'userPassword', message: 'The password format is not valid.' },
          { path: 'userName', message: 'Enter at least 2 characters.' },
        ],
      },
    })
  })
})

describe('apiRoute applies the language to every error', () => {
  const request = (acceptLanguage?: string) =>
    new Request('http://localhost/api/v1/x', { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} })
  const context = { params: Promise.resolve({}) }

  it('answers thrown errors in Korean by default and in English when asked', async () => {
    const route = apiRoute(async () => {
      throw new ApiError(404, 'NOT_FOUND', userMessages.ownDelete)
    })
    const ko = await route(request(), context)
    expect(await ko.json()).toEqual({ error: { code: 'NOT_FOUND', message: '자기 자신의 계정은 삭제할 수 없습니다.' } })
    const en = await route(request('en-US,en;q=0.9,ko;q=0.5'), context)
    expect(en.status).toBe(404)
    expect(en.headers.get('content-language')).toBe('en')
    expect(en.headers.get('cache-control')).toBe('no-store')
    expect(await en.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'You cannot delete your own account.' } })
  })

  it('translates zod failures, unexpected failures and error bodies a handler returns itself', async () => {
    const zodRoute = apiRoute(async () => {
      z.object({ pageNo: z.number({ error: 'pageNo는 1 이상이어야 합니다.' }) }).parse({})
      return json({})
    })
    expect((await (await zodRoute(request('en'), context)).json()).error.message).toBe('pageNo must be 1 or more.')
    const crash = apiRoute(async () => {
      throw new Error('database exploded')
    })
    const crashed = await crash(request('en'), context)
    expect(crashed.status).toBe(500)
    expect((await crashed.json()).error).toEqual({ code: 'INTERNAL', message: englishByCode.INTERNAL })
    const returned = apiRoute(async () =>
      json({ error: { code: 'TOO_MANY_REQUESTS', message: errorMessages.tooManyRequests(60) } }, 429, {
        'Retry-After': '60',
      }),
    )
    const answer = await returned(request('en'), context)
    expect(answer.headers.get('retry-after')).toBe('60')
    expect((await answer.json()).error.message).toBe('Too many requests. Try again in 1 minute.')
  })

  it('leaves successful answers alone', async () => {
    const route = apiRoute(async () => json({ message: '사용할 수 있는 아이디입니다.' }))
    expect(await (await route(request('en'), context)).json()).toEqual({ message: '사용할 수 있는 아이디입니다.' })
  })
})
