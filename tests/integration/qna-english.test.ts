import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../support/api'
import { solvedCaptcha } from '../support/captcha'
import { createTestPayload, dialect } from '../support/test-payload'

/**
 * The Q&A form of the English site asks the API in English (`Accept-Language: en`, from the page's `<html lang>`),
 * the Korean one in Korean: every message a visitor reads beside the fields, the captcha's included, is then in the
 * page's language, and the Korean site keeps the spec's exact words whatever the browser prefers.
 */
let payload: Payload
let qnaList: typeof import('@/app/api/v1/qna/route')
let qnaById: typeof import('@/app/api/v1/qna/[id]/route')
let categoryId: string
let ipCounter = 0
const nextIp = () => `198.51.100.${++ipCounter}`
const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/

const post = (language: string, json: Record<string, unknown>) =>
  call(qnaList.POST, '/api/v1/qna', { method: 'POST', json, headers: { 'accept-language': language }, ip: nextIp() })

beforeAll(async () => {
  payload = await createTestPayload()
  qnaList = await import('@/app/api/v1/qna/route')
  qnaById = await import('@/app/api/v1/qna/[id]/route')
  const category = await payload.create({ collection: 'qna-categories', data: { name: '기타', order: 1 } })
  categoryId = String(category.id)
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`Q&A refusals in the page's language on ${dialect}`, () => {
  it('an empty English form: every field message and the summary in English', async () => {
    const res = await post('en', { altcha: await solvedCaptcha() })
    expect(res.status).toBe(400)
    const texts = [res.body.error.message, ...res.body.error.details.map((d: { message: string }) => d.message)]
    expect(texts.filter((text) => hangul.test(text))).toEqual([])
    const byField = Object.fromEntries(
      res.body.error.details.map((d: { path: string; message: string }) => [d.path, d.message]),
    )
    expect(byField.consent).toBe('Please agree to the collection and use of personal data to send your question.')
    expect(byField.title).toBe('Please enter a title.')
  })

  it('the Korean form asks in Korean and gets the exact messages of the spec', async () => {
    const res = await post('ko', { altcha: await solvedCaptcha() })
    expect(res.status).toBe(400)
    const byField = Object.fromEntries(
      res.body.error.details.map((d: { path: string; message: string }) => [d.path, d.message]),
    )
    expect(byField.consent).toBe('개인정보 수집·이용에 동의해야 문의를 등록할 수 있습니다.')
    expect(byField.title).toBe('제목을 입력해 주세요.')
  })

  it('a missing captcha in English', async () => {
    const res = await post('en', {
      category: categoryId,
      title: 'Insulation rules',
      content: 'How thick must the insulation be?',
      name: 'Sky Kim',
      email: 'sky@example.com',
      password: 'Field2026!',
      consent: true,
      isSecret: true,
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).not.toMatch(hangul)
    expect(JSON.stringify(res.body)).toContain('Please complete the spam protection check.')
  })

  it('a private question opened without its password, and a wrong password, in English', async () => {
    const created = await post('ko', {
      category: categoryId,
      title: '단열 기준 문의',
      content: '단열재 두께 기준을 알고 싶습니다.',
      name: '김하늘',
      email: 'sky@example.com',
      password: 'Field2026!',
      consent: true,
      isSecret: true,
      altcha: await solvedCaptcha(),
    })
    expect(created.status).toBe(201)
    const id = created.body.id as string
    const locked = await call(qnaById.GET, `/api/v1/qna/${id}`, {
      params: { id },
      headers: { 'accept-language': 'en' },
    })
    expect(locked.status).toBe(403)
    expect(locked.body.error.message).toBe('This is a private post. Please enter its password.')
    const wrong = await call(qnaById.DELETE, `/api/v1/qna/${id}`, {
      method: 'DELETE',
      params: { id },
      json: { password: 'Wrong2026!' },
      headers: { 'accept-language': 'en' },
      ip: nextIp(),
    })
    expect(wrong.status).toBe(403)
    expect(wrong.body.error.message).toBe('The password is incorrect.')
  })
})

describe(`Q&A category names on the English pages on ${dialect}`, () => {
  it('uses the 영문 이름 staff give a category, hidden ones included, and the Korean name without one', async () => {
    const { qnaCategoryNamer } = await import('@/modules/qna/category-names')
    await payload.create({ collection: 'qna-categories', data: { name: '리모델링', nameEn: 'Remodelling', order: 2 } })
    await payload.create({ collection: 'qna-categories', data: { name: '옛 분류', nameEn: 'Old topic', hidden: true } })
    await payload.create({ collection: 'qna-categories', data: { name: '이름만', order: 3 } })
    const english = await qnaCategoryNamer(payload, 'en')
    expect(['리모델링', '옛 분류', '이름만', '기타'].map(english)).toEqual([
      'Remodelling',
      'Old topic',
      '이름만',
      'Other',
    ])
    const korean = await qnaCategoryNamer(payload, 'ko')
    expect(korean('리모델링')).toBe('리모델링')
  })
})
