/**
 * 통합검색 (/search): content pages, every public board's posts, attachment names and PDF text in one search, grouped
 * with counts, paged, filtered by section, only what a visitor may see, on both databases.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPost } from '../support/board-fixtures'
import { createTestPayload, dialect } from '../support/test-payload'
import { textPdf } from '../support/text-pdf'

let payload: Payload
let search: typeof import('@/modules/search/site-search')
let lexical: typeof import('@/modules/boards/rich-text')
let ipCounter = 0
const nextIp = () => `198.51.100.${++ipCounter % 250}`
const day = 86_400_000

type View = Awaited<ReturnType<typeof import('@/modules/search/site-search').siteSearch>>
type Results = Extract<View, { state: 'results' }>

async function find(q: string, extra: Record<string, string> = {}, locale: 'ko' | 'en' = 'ko'): Promise<Results> {
  const view = await search.siteSearch(payload, { q, ...extra }, { locale, ip: nextIp() })
  expect(view.state).toBe('results')
  return view as Results
}

const group = (view: Results, key: string) => view.shown.find((g) => g.key === key)
const titles = (view: Results, key: string) => group(view, key)?.hits.map((hit) => hit.title) ?? []
const allText = (view: Results) => JSON.stringify(view.shown.map((g) => g.hits))

async function attachment(name: string, data = textPdf('nothing to see')) {
  return payload.create({
    collection: 'attachments',
    overrideAccess: true,
    data: {},
    file: { data, name, mimetype: 'application/pdf', size: data.length },
  })
}

async function board(boardSettingSeq: number, name: string, secretPosts: 'off' | 'optional' | 'forced') {
  await payload.create({
    collection: 'boards',
    overrideAccess: true,
    data: {
      boardSettingSeq,
      name,
      type: 'notice',
      secretPosts,
      allowAttachments: true,
      maxAttachments: 5,
      pageSize: 10,
    },
  })
}

async function page(path: string, ko: { title: string; text: string }, en?: { title: string; text: string }) {
  const block = (text: string) => [
    { blockType: 'richText', heading: '', content: lexical.lexicalFromParagraphs([text]) },
    { blockType: 'cards', heading: '', cards: [{ title: '카드', body: `${text} 카드`, link: '/company/about' }] },
  ]
  const created = await payload.create({
    collection: 'pages',
    overrideAccess: true,
    locale: 'ko',
    data: { path, title: ko.title, summary: `${ko.title} 요약`, layout: block(ko.text), _status: 'published' } as never,
  })
  if (en) {
    await payload.update({
      collection: 'pages',
      id: created.id,
      overrideAccess: true,
      locale: 'en',
      data: { title: en.title, summary: `${en.title} summary`, layout: block(en.text), _status: 'published' } as never,
    })
  }
  return created
}

const ids: Record<string, string> = {}

beforeAll(async () => {
  payload = await createTestPayload()
  search = await import('@/modules/search/site-search')
  lexical = await import('@/modules/boards/rich-text')
  await board(1, '공지사항', 'optional')
  await board(4, '뉴스레터', 'off')
  await page(
    'company/about',
    { title: '기관 소개', text: '건물의 열 손실을 줄이는 단열 기술' },
    {
      title: 'About us',
      text: 'Insulation keeps buildings warm',
    },
  )
  await page('certification/certification01', { title: '에너지효율등급', text: '효율 등급 인증 절차' })
  await payload.create({
    collection: 'pages',
    overrideAccess: true,
    draft: true,
    data: { path: 'company/history', title: '연혁 초안', layout: [], _status: 'draft' } as never,
  })
  for (let i = 1; i <= 12; i++) await createPost(payload, { boardSeq: 1, title: `효율 안내 ${i}`, body: '일반 본문' })
  ids.light = String((await createPost(payload, { boardSeq: 4, title: '소식지', body: '햇빛과 열을 모으는 창호' })).id)
  const pdf = await attachment('report.pdf', textPdf('Photovoltaic yield report'))
  ids.pdf = String((await createPost(payload, { boardSeq: 4, title: '연구 보고서', attachments: [pdf.id] })).id)
  const named = await attachment('열관류율계산서.pdf')
  ids.named = String((await createPost(payload, { boardSeq: 4, title: '서식 안내', attachments: [named.id] })).id)
  const hiddenFile = async () => [(await attachment('숨김파일.pdf', textPdf('Concealed appendix'))).id]
  const now = Date.now()
  await createPost(payload, { boardSeq: 1, title: '숨김 초안', draft: true, attachments: await hiddenFile() })
  await createPost(payload, {
    boardSeq: 1,
    title: '숨김 예약',
    displayFrom: new Date(now + 30 * day).toISOString(),
    attachments: await hiddenFile(),
  })
  await createPost(payload, {
    boardSeq: 1,
    title: '숨김 만료',
    displayUntil: new Date(now - day).toISOString(),
    attachments: await hiddenFile(),
  })
  const trashed = await createPost(payload, { boardSeq: 1, title: '숨김 휴지통', attachments: await hiddenFile() })
  await payload.update({
    collection: 'posts',
    id: trashed.id,
    overrideAccess: true,
    data: { deletedAt: new Date().toISOString() },
  })
  const secretFile = await attachment('기밀첨부.pdf', textPdf('Classified annex'))
  ids.secret = String(
    (
      await createPost(payload, {
        boardSeq: 1,
        title: '비밀 문의 안내',
        body: '기밀내용 본문',
        isSecret: true,
        attachments: [secretFile.id],
      })
    ).id,
  )
  const category = await payload.create({ collection: 'qna-categories', data: { name: '인증', order: 1 } })
  const question = (title: string, content: string, isSecret: boolean) =>
    payload.create({
      collection: 'qna',
      overrideAccess: true,
      data: {
        category: category.id,
        title,
        content,
        name: '김하늘',
        email: 'sky@example.com',
        passwordHash: 'x',
        isSecret,
        consent: { version: 'test', agreedAt: new Date().toISOString() },
      } as never,
    })
  ids.qnaOpen = String((await question('지열 문의', '지열 설비의 인증 절차', false)).id)
  ids.qnaSecret = String((await question('설비 문의', '지중열교환 비공개 질문', true)).id)
  ids.qnaPercent = String((await question('달성률 100% 문의', '목표 대비', false)).id)
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
})

describe(`site-wide search on ${dialect}`, () => {
  it('finds a one-syllable Korean term in content pages and board posts, grouped by section with counts', async () => {
    const view = await find('열')
    expect(titles(view, 'company')).toEqual(['기관 소개'])
    expect(titles(view, 'media03')).toContain('소식지')
    const counts = Object.fromEntries(view.groups.map((g) => [g.key, g.total]))
    expect(counts.company).toBe(1)
    expect(view.total).toBe(view.groups.reduce((sum, g) => sum + g.total, 0))
    const hit = group(view, 'company')?.hits[0]
    expect(hit?.href).toBe('/company/about')
    expect(hit?.snippet).toContain('열 손실')
  })

  it('finds a two-syllable term in page text and posts; pages by the section, posts per board, paged by ten', async () => {
    const overview = await find('효율')
    expect(titles(overview, 'certification')).toEqual(['에너지효율등급'])
    expect(group(overview, 'media01')?.total).toBe(12)
    expect(group(overview, 'media01')?.hits).toHaveLength(search.previewSize)
    const first = await find('효율', { section: 'media01' })
    expect(first.section).toBe('media01')
    expect(first.shown.map((g) => g.key)).toEqual(['media01'])
    expect(titles(first, 'media01')).toHaveLength(10)
    expect(titles(first, 'media01')[0]).toBe('효율 안내 12')
    expect(group(first, 'media01')?.totalPages).toBe(2)
    // The filter's counts still name every group.
    expect(first.groups.map((g) => g.key)).toEqual(['certification', 'media01'])
    const second = await find('효율', { section: 'media01', page: '2' })
    expect(titles(second, 'media01')).toEqual(['효율 안내 2', '효율 안내 1'])
    const pages = await find('효율', { section: 'certification' })
    expect(pages.shown.map((g) => g.key)).toEqual(['certification'])
    // An unknown section is the overview.
    expect((await find('효율', { section: 'nowhere' })).shown.length).toBe(2)
  })

  it('never finds a draft, scheduled, expired or trashed post, nor their attachments by name or text', async () => {
    for (const q of ['숨김', '숨김파일', 'concealed', 'appendix']) {
      const view = await find(q)
      expect(view.total, q).toBe(0)
      expect(view.shown, q).toEqual([])
    }
  })

  it('finds a secret post by its title only: never by its body or its attachments, which it does not show', async () => {
    for (const q of ['기밀', '기밀내용', '기밀첨부', 'classified', 'annex']) expect((await find(q)).total, q).toBe(0)
    const view = await find('비밀 문의')
    const hit = group(view, 'media01')?.hits.find((h) => h.id === ids.secret)
    expect(hit).toMatchObject({ locked: true, snippet: '', files: [], inFileText: false })
    expect(allText(view)).not.toContain('기밀')
  })

  it('finds a secret Q&A question never by its body; a public one by its body too', async () => {
    expect((await find('지중열')).total).toBe(0)
    const view = await find('지열')
    expect(group(view, 'media02')?.hits.map((h) => h.id)).toEqual([ids.qnaOpen])
    expect(group(view, 'media02')?.hits[0]?.snippet).toContain('지열 설비')
    expect(allText(await find('문의'))).not.toContain('비공개')
    // LIKE's wildcards are searched as the characters they are.
    expect(group(await find('0%'), 'media02')?.hits.map((h) => h.id)).toEqual([ids.qnaPercent])
    expect((await find('1_0')).total).toBe(0)
  })

  it('finds posts by the name of an attachment and by the text of an attached PDF', async () => {
    const named = await find('관류')
    expect(group(named, 'media03')?.hits).toEqual([
      expect.objectContaining({ id: ids.named, files: ['열관류율계산서.pdf'], inFileText: false }),
    ])
    const inPdf = await find('photovoltaic')
    expect(group(inPdf, 'media03')?.hits).toEqual([expect.objectContaining({ id: ids.pdf, inFileText: true })])
    expect((await find('yield report')).total).toBe(1)
  })

  it('searches the English pages on /en and the Korean ones on /, never a draft page', async () => {
    const en = await find('insulation', {}, 'en')
    expect(group(en, 'company')?.hits[0]).toMatchObject({ title: 'About us', href: '/en/company/about' })
    expect((await find('insulation')).total).toBe(0)
    expect((await find('초안')).total).toBe(0)
    // A page without an English version is searched in the Korean the English site shows.
    expect(titles(await find('등급 인증', {}, 'en'), 'certification')).toEqual(['에너지효율등급'])
  })

  it('sees a page change at once: publishing clears the in-memory page index', async () => {
    expect((await find('태양열')).total).toBe(0)
    const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: 'company/about' } } })
    await payload.update({
      collection: 'pages',
      id: docs[0]?.id as number,
      overrideAccess: true,
      locale: 'ko',
      data: { hero: { lead: '태양열 이용 안내' } } as never,
    })
    expect(titles(await find('태양열'), 'company')).toEqual(['기관 소개'])
  })

  it('marks the searched words in the results', async () => {
    const { searchResultsHtml } = await import('@/components/search/search-html')
    const view = await find('효율')
    const html = searchResultsHtml((key: string) => key, view, '/search')
    expect(html).toMatch(/<mark[^>]*>효율<\/mark> 안내 12/)
    expect(html).toContain('href="/search?q=%ED%9A%A8%EC%9C%A8&amp;section=media01"')
  })

  it('answers an empty or over-long query with a message, never a search or an error', async () => {
    const ip = nextIp()
    expect(await search.siteSearch(payload, {}, { locale: 'ko', ip })).toEqual({ state: 'empty', section: null })
    expect(await search.siteSearch(payload, { q: '   ' }, { locale: 'ko', ip })).toMatchObject({ state: 'empty' })
    const long = '가'.repeat(51)
    expect(await search.siteSearch(payload, { q: long }, { locale: 'ko', ip })).toMatchObject({ state: 'tooLong' })
    expect(await search.siteSearch(payload, { q: '가'.repeat(50) }, { locale: 'ko', ip })).toMatchObject({
      state: 'results',
    })
    // Wildcards and NUL are searched as the visitor typed them.
    expect((await find('%\u0000_')).total).toBe(0)
    expect((await find('효율 안내 1%')).total).toBe(0)
  })

  it('counts searches against the search limit per visitor address', { timeout: 60_000 }, async () => {
    const ip = '203.0.113.77'
    // The limit counts in fixed minutes: start where the 61 searches end within the same one.
    const intoMinute = Date.now() % 60_000
    if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_100 - intoMinute))
    const states: string[] = []
    for (let i = 0; i < 61; i++)
      states.push((await search.siteSearch(payload, { q: '열' }, { locale: 'ko', ip })).state)
    expect(states.slice(0, 60).every((state) => state === 'results')).toBe(true)
    expect(states[60]).toBe('limited')
    expect((await search.siteSearch(payload, { q: '열' }, { locale: 'ko', ip: nextIp() })).state).toBe('results')
  })
})
