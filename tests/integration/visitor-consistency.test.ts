/**
 * Issue 34, items 10 and 11, on both databases: a list asked for past its last page is handed to Next (which
 * redirects to the last page) on the cached-shell path as on the render path; the retired Q&A category is hidden on
 * new and on existing sites while its questions keep it; the Q&A form's length messages name the field in the
 * site's spaced wording.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solvedCaptcha } from '../support/captcha'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload
let ipCounter = 0
const nextIp = () => `203.0.113.${++ipCounter % 250}`

beforeAll(async () => {
  payload = await createSeededPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

const retired = '건축물 에너지효율등급'

async function categoryNamed(name: string) {
  const { docs } = await payload.find({
    collection: 'qna-categories',
    where: { name: { equals: name } },
    limit: 1,
    overrideAccess: true,
  })
  return docs[0]
}

describe(`paging past the end on ${dialect}`, () => {
  it('composes a board list page within the list, and leaves a page past its end to Next', async () => {
    await import('@/components/boards/board-list-islands')
    const { composeIslands } = await import('@/lib/page-islands')
    const { listBoardPosts } = await import('@/modules/boards/listing')
    const { boardSeqs } = await import('@/modules/boards/board-numbers')
    const { totalPages } = await listBoardPosts(payload, { boardSeq: [boardSeqs.notice], page: 1 })
    const compose = (pathname: string, page: string) =>
      composeIslands({ pathname, search: new URLSearchParams({ page }), locale: 'ko', clientIp: nextIp() })
    expect(await compose('/media/media01', String(totalPages))).not.toBeNull()
    expect(await compose('/media/media01', String(totalPages + 1))).toBeNull()
    expect(await compose('/media/media01', '99')).toBeNull()
    expect(await compose('/en/media/media03', '99')).toBeNull()
    expect(await compose('/media/media04', '99')).toBeNull()
    // Not a page number: read as the first page, never an error.
    for (const page of ['0', '-3', 'abc', '1e9', '']) expect(await compose('/media/media01', page)).not.toBeNull()
  })

  it('sends a list past its end to its last page, keeping the search', async () => {
    const { lastPageRedirect } = await import('@/components/boards/board-list-islands')
    const { listStateFrom } = await import('@/components/boards/board-pages')
    const state = listStateFrom({ page: '99', field: 'title', q: '인증' })
    expect(lastPageRedirect('/media/media01', state, { totalPages: 3 })).toBe(
      '/media/media01?page=3&field=title&q=%EC%9D%B8%EC%A6%9D',
    )
    expect(lastPageRedirect('/en/media/media01', listStateFrom({ page: '2' }), { totalPages: 1 })).toBe(
      '/en/media/media01',
    )
    expect(lastPageRedirect('/media/media01', listStateFrom({ page: '3' }), { totalPages: 3 })).toBeNull()
  })

  it('sends a search section past its end to its last page', async () => {
    const { searchPageRedirect } = await import('@/components/search/search-islands')
    const { siteSearch } = await import('@/modules/search/site-search')
    const view = await siteSearch(
      payload,
      { q: '인증', section: 'media01', page: '99' },
      { locale: 'ko', ip: nextIp() },
    )
    expect(view.state).toBe('results')
    if (view.state !== 'results') return
    const group = view.shown[0]
    expect(group?.key).toBe('media01')
    expect(searchPageRedirect(view, '/search')).toBe(
      `/search?q=%EC%9D%B8%EC%A6%9D&section=media01${(group?.totalPages ?? 1) > 1 ? `&page=${group?.totalPages}` : ''}`,
    )
    const first = await siteSearch(payload, { q: '인증', section: 'media01' }, { locale: 'ko', ip: nextIp() })
    expect(searchPageRedirect(first, '/search')).toBeNull()
  })
})

describe(`the retired Q&A category on ${dialect}`, () => {
  it('is seeded hidden: not offered, and refused when sent', async () => {
    const category = await categoryNamed(retired)
    expect(category?.hidden).toBe(true)
    const qna = await import('@/modules/qna/service')
    const offered = (await qna.listQnaCategories(payload)).map((c) => c.name)
    expect(offered).not.toContain(retired)
    expect(offered).toContain('제로에너지건축물')
    const result = await qna.createQna(payload, {
      fields: {
        category: String(category?.id),
        title: '등급 문의',
        content: '1++ 등급 기준이 궁금합니다.',
        name: '홍길동',
        email: 'hong@example.com',
        phone: '',
        password: 'Secret12!',
        isSecret: false,
        consent: true,
      },
      captcha: await solvedCaptcha(),
      ip: nextIp(),
    })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.fieldErrors?.category).toBe('분류를 선택해 주세요.')
  })

  it('is hidden on a site seeded before, and its questions keep it', async () => {
    const { hideRetiredQnaCategories } = await import('@/seed/boards')
    const category = await categoryNamed(retired)
    if (!category) throw new Error('no retired category')
    await payload.update({
      collection: 'qna-categories',
      id: category.id,
      data: { hidden: false },
      overrideAccess: true,
    })
    const { docs: questions } = await payload.find({
      collection: 'qna',
      where: { category: { equals: category.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(questions.length).toBeGreaterThan(0)
    await hideRetiredQnaCategories(payload)
    expect((await categoryNamed(retired))?.hidden).toBe(true)
    expect((await categoryNamed('제로에너지건축물'))?.hidden).not.toBe(true)
    for (const question of questions) {
      const stored = await payload.findByID({ collection: 'qna', id: question.id, depth: 0, overrideAccess: true })
      expect(stored.category).toBe(category.id)
    }
    const { seedSteps } = await import('@/seed')
    expect(seedSteps.map((step) => step.name)).toContain('qna-categories-energy-rating-retired')
  })
})

describe(`editing a question whose category was hidden since, on ${dialect}`, () => {
  it('keeps its own category on offer, and refuses another hidden one', async () => {
    const qna = await import('@/modules/qna/service')
    const own = await payload.create({
      collection: 'qna-categories',
      data: { name: '곧 숨길 분류', order: 50 },
      overrideAccess: true,
    })
    const fields = {
      category: String(own.id),
      title: '숨길 분류의 문의',
      content: '분류가 숨겨진 뒤에도 고칠 수 있는지 확인합니다.',
      name: '홍길동',
      email: 'hong@example.com',
      phone: '',
      password: 'Secret12!',
      isSecret: false,
      consent: true,
    }
    const created = await qna.createQna(payload, { fields, captcha: await solvedCaptcha(), ip: nextIp() })
    expect(created.ok).toBe(true)
    if (!created.ok) return
    await payload.update({ collection: 'qna-categories', id: own.id, data: { hidden: true }, overrideAccess: true })
    const edit = (category: string) =>
      qna.updateQnaByAuthor(payload, String(created.id), {
        password: 'Secret12!',
        fields: { category, title: '숨길 분류의 문의 (수정)', content: fields.content, isSecret: false },
        ip: nextIp(),
      })
    expect(await edit(String(own.id))).toEqual({ ok: true })
    const retiredCategory = await categoryNamed(retired)
    const refused = await edit(String(retiredCategory?.id))
    expect(refused.ok).toBe(false)
    const stored = await payload.findByID({ collection: 'qna', id: created.id, depth: 0, overrideAccess: true })
    expect(stored.category).toBe(own.id)
    expect(stored.title).toBe('숨길 분류의 문의 (수정)')
  })
})

describe(`Q&A form wording on ${dialect}`, () => {
  it('names the field in the spaced form, in Korean and English', async () => {
    const { qnaWriteSchema, fieldErrorsOf } = await import('@/modules/qna/input')
    const { englishMessage } = await import('@/modules/api/english')
    const parsed = qnaWriteSchema.safeParse({
      category: '1',
      title: '가',
      content: '짧음',
      name: '김',
      email: 'a@example.com',
      phone: '',
      password: 'Secret12!',
      isSecret: false,
      consent: true,
    })
    expect(parsed.success).toBe(false)
    if (parsed.success) return
    const errors = fieldErrorsOf(parsed.error)
    expect(errors).toMatchObject({
      title: '제목은 2자 이상 100자 이하로 입력해 주세요.',
      content: '내용은 5자 이상 5,000자 이하로 입력해 주세요.',
      name: '이름은 2자 이상 20자 이하로 입력해 주세요.',
    })
    for (const message of Object.values(errors)) {
      expect(message).not.toMatch(/해주세요|해주십시오/)
      expect(englishMessage(message)).toMatch(/^Please enter/)
    }
  })
})

describe('the admin wording', () => {
  it('writes the spaced form wherever Payload writes "…해주세요"', () => {
    const ko = payload.config.i18n.translations.ko as Record<string, Record<string, string>>
    expect(ko.error?.correctInvalidFields).toBe('입력하신 내용을 확인해 주세요.')
    expect(ko.authentication?.verifyYourEmail).toBe('이메일을 확인해 주세요')
    const unspaced = Object.entries(ko).flatMap(([group, texts]) =>
      Object.entries(texts ?? {}).flatMap(([key, text]) =>
        typeof text === 'string' && /(해|려|워|어|아|봐)(주세요|주십시오)/.test(text)
          ? [`${group}:${key} ${text}`]
          : [],
      ),
    )
    expect(unspaced).toEqual([])
  })
})
