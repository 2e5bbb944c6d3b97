import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { linkNode, richText } from '../support/lexical'
import { startSmtpSink } from '../support/smtp-sink'
import {
  adminPage,
  badLinks,
  blockedScripts,
  corpus,
  domProblems,
  expectInert,
  payloadFor,
  refusedFor,
  staffApi,
  watch,
  writtenTargets,
} from './xss-support'
import { xssTargets } from './xss-targets'

/**
 * Stored and reflected XSS. Every field of xss-targets.ts gets a payload of the corpus, written the way its author
 * writes it (staff through `/api/cms`, visitors through the public API the forms use); then every page that shows
 * it, on the site and in the admin, must show the payload as text, keep no `javascript:` address and open no
 * dialog. Fields with a format rule must refuse the payload instead (400 with the rule's message).
 */

const siteLinkMessage = '링크는 사이트 경로(/로 시작) 또는 http(s):// 주소여야 합니다.'
// Payload reports a refused node of a rich-text document by the node and field, not by the field's own message.
const richTextLinkRefusal = 'link node failed to validate: The following fields are invalid: url'

async function created(answer: Awaited<ReturnType<APIRequestContext['post']>>) {
  const text = await answer.text()
  expect([200, 201], text).toContain(answer.status())
  return (JSON.parse(text) as { doc: { id: number } }).doc
}

/** A refused save: 400 and the rule's Korean message somewhere in the error list. */
async function expectRefused(answer: Awaited<ReturnType<APIRequestContext['post']>>, message: string) {
  const text = await answer.text()
  expect(answer.status(), text).toBe(400)
  expect(text).toContain(message)
}

/** Opens a public page until it shows `probe` (content changes reach the site within about a second). */
async function openWhenShown(page: Page, url: string, probe: string) {
  await expect
    .poll(async () => {
      await page.goto(url)
      return page.getByText(probe).filter({ visible: true }).count()
    })
    .toBeGreaterThan(0)
}

test('posts: notice, performance record and newsletter fields render inert on the site and in the admin', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Notices, records, newsletters and now recruitment postings, each on the site and in the admin.
  test.slow()
  const staff = await staffApi(request)
  const seen = await watch(page)

  // Rich-text links with script or data addresses are refused on save.
  for (const url of badLinks.slice(0, 4)) {
    const answer = await request.post('/api/cms/posts', {
      headers: staff,
      data: { boardSeq: 1, title: 'XSS 링크', content: richText(['본문'], [linkNode(url, '링크')]) },
    })
    await expectRefused(answer, richTextLinkRefusal)
  }

  // A post's category is one of its board's categories: markup is refused with the board's list.
  const foreignCategory = await request.post('/api/cms/posts', {
    headers: staff,
    data: { boardSeq: 1, title: 'XSS 분류', category: payloadFor('posts.category', 30) },
  })
  await expectRefused(foreignCategory, '분류는 공지, 교육, 행사 중 하나여야 합니다.')
  refusedFor('posts.category')
  const notice = {
    title: payloadFor('posts.title', 200),
    category: '교육',
    authorName: payloadFor('posts.authorName', 50),
  }
  const body = [...corpus]
  payloadFor('posts.content')
  const noticeDoc = await created(
    await request.post('/api/cms/posts', {
      headers: staff,
      data: {
        boardSeq: 1,
        ...notice,
        content: richText(body, [linkNode('https://example.com/safe', '안전한 링크')]),
        _status: 'published',
      },
    }),
  )
  // A record's 구分 is one of its board's list: markup is refused until staff add it to the list, and the list's
  // names are then shown on the filter, the record and the admin select.
  const foreignType = await request.post('/api/cms/posts', {
    headers: staff,
    data: { boardSeq: 5, title: 'XSS 구분', performance: { year: 2026, recordType: '<svg onload=alert()>' } },
  })
  await expectRefused(foreignType, '구분은 게시판에 등록된 값 중에서 고르세요')
  refusedFor('posts.performance.recordType')
  const performanceBoards = (await (
    await request.get('/api/cms/boards?where[boardSettingSeq][equals]=5&depth=0', { headers: staff })
  ).json()) as { docs: { id: number; recordTypes?: { name: string }[] }[] }
  const performanceBoard = performanceBoards.docs[0]
  expect(performanceBoard).toBeDefined()
  const recordType = payloadFor('boards.recordTypes.name', 50)
  const typeAdded = await request.patch(`/api/cms/boards/${performanceBoard?.id}`, {
    headers: staff,
    data: {
      recordTypes: [...(performanceBoard?.recordTypes ?? []).map(({ name }) => ({ name })), { name: recordType }],
    },
  })
  expect(typeAdded.status(), await typeAdded.text()).toBe(200)
  const performance = {
    recordType,
    projectName: payloadFor('posts.performance.projectName', 200),
    client: payloadFor('posts.performance.client', 100),
    result: payloadFor('posts.performance.result', 100),
    location: payloadFor('posts.performance.location', 100),
  }
  const performanceDoc = await created(
    await request.post('/api/cms/posts', {
      headers: staff,
      data: {
        boardSeq: 5,
        title: `실적 ${performance.projectName}`,
        performance: { year: 2026, ...performance },
        content: richText([performance.projectName]),
        _status: 'published',
      },
    }),
  )

  await openWhenShown(page, `/media/media01?field=all&q=${encodeURIComponent(notice.title)}`, notice.title)
  await expectInert(page, seen, [notice.title])
  await page.goto(`/media/media01/view/${noticeDoc.id}`)
  await expectInert(page, seen, [notice.title, notice.category, notice.authorName, ...body])
  await expect(page.getByRole('link', { name: '안전한 링크' })).toHaveAttribute('href', 'https://example.com/safe')
  await expect(page).toHaveTitle(new RegExp(notice.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))

  await openWhenShown(page, '/performance/performance01', performance.projectName)
  await expectInert(page, seen, [performance.projectName])
  await page.goto(`/performance/performance01/view/${performanceDoc.id}`)
  await expectInert(page, seen, [performance.projectName, performance.location])

  // A recruitment posting's place of work, on its view.
  const workplace = payloadFor('posts.recruitment.workplace', 100)
  const postingDoc = await created(
    await request.post('/api/cms/posts', {
      headers: staff,
      data: { boardSeq: 8, title: 'XSS 채용 공고', recruitment: { workplace }, _status: 'published' },
    }),
  )
  await page.goto(`/media/media04/view/${postingDoc.id}`)
  await expectInert(page, seen, [workplace])

  const admin = await adminPage(browser, baseURL ?? '')
  const adminSeen = await watch(admin)
  await admin.goto('/admin/collections/posts?limit=10')
  await expectInert(admin, adminSeen, [notice.title])
  await admin.goto(`/admin/collections/posts/${noticeDoc.id}`)
  await expect(admin.locator('input[name="title"]')).toHaveValue(notice.title)
  await expect(admin.locator('[data-lexical-editor="true"]').first()).toContainText(corpus[0])
  await expectInert(admin, adminSeen)
  await admin.goto(`/admin/collections/posts/${performanceDoc.id}`)
  // Payload renders fields below the fold once they are scrolled to.
  await admin.getByRole('heading', { name: '실적 정보' }).scrollIntoViewIfNeeded()
  await expect(admin.locator('input[name="performance.projectName"]')).toHaveValue(performance.projectName)
  await expect(admin.locator('input[name="performance.location"]')).toHaveValue(performance.location)
  await expectInert(admin, adminSeen)
  await admin.goto('/admin')
  await expectInert(admin, adminSeen, [notice.title])
  await admin.context().close()
})

test('Q&A: a visitor question and a staff answer render inert on the list, the view and the admin inbox', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const sink = await startSmtpSink()
  try {
    const staff = await staffApi(request)
    const seen = await watch(page)
    // Category names are unique; the suffix lets the test run again on the same database.
    const suffix = Date.now() % 1_000_000
    const categoryName = `${payloadFor('qna-categories.name', 23)} ${suffix}`
    const categoryNameEn = `${payloadFor('qna-categories.nameEn', 52)} ${suffix}`
    const category = await created(
      await request.post('/api/cms/qna-categories', {
        headers: staff,
        data: { name: categoryName, nameEn: categoryNameEn, order: 999 },
      }),
    )
    const question = {
      category: String(category.id),
      title: payloadFor('qna.title', 100),
      content: `문의 내용입니다. ${corpus.join(' ')}`,
      name: payloadFor('qna.name', 20),
      email: 'xss-asker@example.com',
      password: 'Xss2026!ok',
      isSecret: false,
      consent: true,
      altcha: 'test-mode',
    }
    payloadFor('qna.content')
    // The phone rule (digits and hyphens) refuses markup: 400, nothing stored.
    const refused = await request.post('/api/v1/qna', { data: { ...question, phone: '<svg onload=alert()>' } })
    expect(refused.status()).toBe(400)
    refusedFor('qna.phone')
    const answer = await request.post('/api/v1/qna', { data: question })
    expect(answer.status(), await answer.text()).toBe(201)
    const { id } = (await answer.json()) as { id: string }
    // The answer is rich text, saved as a draft and then registered (답변 등록); its plain text goes to the API and
    // the mail.
    const answerText = `답변입니다. ${payloadFor('qna.answer.body')} ${payloadFor('qna.answer.text')}`
    const drafted = await request.patch(`/api/cms/qna/${id}`, {
      headers: staff,
      data: { answer: { body: richText([answerText]) } },
    })
    expect(drafted.status(), await drafted.text()).toBe(200)
    const preview = await request.get(`/api/cms/qna/${id}/answer-notice`, { headers: staff })
    expect(preview.status()).toBe(200)
    const registered = await request.post(`/api/cms/qna/${id}/register-answer`, { headers: staff })
    expect(registered.status(), await registered.text()).toBe(200)

    await openWhenShown(page, `/media/media02?field=title&q=${encodeURIComponent(question.title)}`, question.title)
    await expectInert(page, seen, [question.title, categoryName])
    await page.goto(`/media/media02/view/${id}`)
    await expectInert(page, seen, [question.title, answerText, ...corpus.slice(0, 3)])
    await page.goto('/media/media02/qna-write')
    await expect(page.locator('select option', { hasText: categoryName })).toHaveCount(1)
    await expectInert(page, seen)
    await page.goto('/en/media/media02/qna-write')
    await expect(page.locator('select option', { hasText: categoryNameEn })).toHaveCount(1)
    await expectInert(page, seen)

    const admin = await adminPage(browser, baseURL ?? '')
    const adminSeen = await watch(admin)
    await admin.goto('/admin/collections/qna')
    await expectInert(admin, adminSeen, [question.title])
    await admin.goto(`/admin/collections/qna/${id}`)
    await expect(admin.locator('input[name="title"]')).toHaveValue(question.title)
    await expect(admin.locator('.field-type.rich-text-lexical [contenteditable="true"]').first()).toContainText(
      '답변입니다.',
    )
    await expectInert(admin, adminSeen)
    await admin.goto('/admin/collections/qna-categories')
    await expectInert(admin, adminSeen, [categoryName])

    // 최고관리자 redacts the question with a reason: the site shows the redacted text instead, inert.
    const redacted = `가린 내용입니다. ${payloadFor('qna.moderation.redactedContent')}`
    const moderated = await request.patch(`/api/cms/qna/${id}`, {
      headers: staff,
      data: { moderation: { redactedContent: redacted, reason: payloadFor('qna.moderation.reason', 300) } },
    })
    expect(moderated.status(), await moderated.text()).toBe(200)
    await openWhenShown(page, `/media/media02/view/${id}`, '가린 내용입니다.')
    await expectInert(page, seen)
    await admin.goto(`/admin/collections/qna/${id}`)
    await expect(admin.locator('textarea[name="moderation.redactedContent"]')).toHaveValue(redacted)
    await expectInert(admin, adminSeen)
    await admin.context().close()
  } finally {
    await sink.close()
  }
})

test('banners and popups: text renders inert on the home page and the popup pages; links refuse script addresses', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const staff = await staffApi(request)
  const seen = await watch(page)
  const media = (await (await request.get('/api/cms/media?limit=1&depth=0', { headers: staff })).json()) as {
    docs: { id: number; alt: string }[]
  }
  const image = media.docs[0]
  expect(image).toBeDefined()
  if (!image) return

  for (const link of badLinks) {
    const banner = await request.post('/api/cms/banners', {
      headers: staff,
      data: { title: 'XSS 배너', alt: '대체', imagePc: image.id, link },
    })
    await expectRefused(banner, siteLinkMessage)
    const popup = await request.post('/api/cms/popups', { headers: staff, data: { title: 'XSS 팝업', link } })
    await expectRefused(popup, siteLinkMessage)
  }
  refusedFor('banners.link')
  refusedFor('popups.link')

  const banner = {
    title: payloadFor('banners.title'),
    caption: payloadFor('banners.caption'),
    alt: payloadFor('banners.alt'),
  }
  const popup = { title: payloadFor('popups.title'), content: [...corpus] }
  payloadFor('popups.content')
  const mediaAlt = payloadFor('media.alt')
  const ids: { banner?: number; popup?: number } = {}
  try {
    expect(
      (await request.patch(`/api/cms/media/${image.id}`, { headers: staff, data: { alt: mediaAlt } })).status(),
    ).toBe(200)
    ids.banner = (
      await created(
        await request.post('/api/cms/banners', {
          headers: staff,
          data: { ...banner, imagePc: image.id, link: '/media/media01', sortOrder: -1000, enabled: true },
        }),
      )
    ).id
    ids.popup = (
      await created(
        await request.post('/api/cms/popups', {
          headers: staff,
          data: {
            title: popup.title,
            type: 'layer',
            content: richText(popup.content),
            image: image.id,
            link: 'https://example.com/popup',
            device: 'all',
            sortOrder: -1000,
            enabled: true,
          },
        }),
      )
    ).id

    await openWhenShown(page, '/index', banner.title)
    await expectInert(page, seen, [banner.title, banner.caption, popup.title, corpus[0]])
    await expect(page.locator(`img[alt="${banner.alt.replace(/["\\]/g, '\\$&')}"]`).first()).toHaveCount(1)
    await expect(page.locator(`img[alt="${mediaAlt.replace(/["\\]/g, '\\$&')}"]`).first()).toHaveCount(1)
    await page.goto(`/popup/window/${ids.popup}`)
    await expectInert(page, seen, [popup.title, ...popup.content.slice(0, 3)])
    await expect(page.getByRole('link', { name: /자세히/ })).toHaveAttribute('href', 'https://example.com/popup')

    const admin = await adminPage(browser, baseURL ?? '')
    const adminSeen = await watch(admin)
    await admin.goto(`/popup/base/${ids.popup}`)
    await expectInert(admin, adminSeen, [popup.title, corpus[1]])
    await admin.goto('/popup/base/list')
    await expectInert(admin, adminSeen, [popup.title])
    await admin.goto('/admin/collections/banners')
    await expectInert(admin, adminSeen, [banner.title])
    await admin.goto(`/admin/collections/banners/${ids.banner}`)
    await expect(admin.locator('input[name="alt"]')).toHaveValue(banner.alt)
    await expect(admin.locator('textarea[name="caption"]')).toHaveValue(banner.caption)
    await expectInert(admin, adminSeen)
    await admin.goto('/admin/collections/popups')
    await expectInert(admin, adminSeen, [popup.title])
    await admin.goto(`/admin/collections/popups/${ids.popup}`)
    await expect(admin.locator('[data-lexical-editor="true"]').first()).toContainText(corpus[0])
    await expectInert(admin, adminSeen)
    await admin.goto('/admin/collections/media')
    await expectInert(admin, adminSeen, [mediaAlt])
    await admin.context().close()
  } finally {
    if (ids.banner) await request.delete(`/api/cms/banners/${ids.banner}`, { headers: staff })
    if (ids.popup) await request.delete(`/api/cms/popups/${ids.popup}`, { headers: staff })
    await request.patch(`/api/cms/media/${image.id}`, { headers: staff, data: { alt: image.alt } })
  }
})

test('pages: every block field renders inert on the site page; card and download links refuse script addresses', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const staff = await staffApi(request)
  const seen = await watch(page)
  const found = (await (
    await request.get('/api/cms/pages?where[path][equals]=company/about&depth=0&locale=ko', { headers: staff })
  ).json()) as {
    docs: { id: number; title: string; summary?: string; hero?: unknown; layout?: unknown; pageInfo?: unknown }[]
  }
  const original = found.docs[0]
  expect(original).toBeDefined()
  if (!original) return

  // Every payload given to a field the page shows, to find on it afterwards.
  const shown = new Set<string>()
  const p = (key: string) => {
    const value = payloadFor(`pages.${key}`)
    shown.add(value)
    return value
  }
  const texts = {
    title: p('title'),
    lead: p('hero.lead'),
    unit: p('layout.orgChart.units.name'),
  }
  p('layout.orgChart.units.parent')
  // The rich-text block holds the first payloads of the corpus, one paragraph each.
  payloadFor('pages.layout.richText.content')
  const layout = [
    { blockType: 'richText', heading: p('layout.richText.heading'), content: richText(corpus.slice(0, 4)) },
    {
      blockType: 'table',
      heading: p('layout.table.heading'),
      caption: p('layout.table.caption'),
      asOf: '2026-01-01',
      columns: [{ label: p('layout.table.columns.label') }],
      rows: [{ cells: [{ value: p('layout.table.rows.cells.value') }] }],
      note: p('layout.table.note'),
    },
    {
      blockType: 'processSteps',
      heading: p('layout.processSteps.heading'),
      intro: p('layout.processSteps.intro'),
      steps: [
        {
          phase: 'apply',
          title: p('layout.processSteps.steps.title'),
          description: p('layout.processSteps.steps.description'),
        },
      ],
    },
    {
      blockType: 'timeline',
      heading: p('layout.timeline.heading'),
      entries: [{ year: 2026, text: p('layout.timeline.entries.text') }],
    },
    {
      blockType: 'orgChart',
      heading: p('layout.orgChart.heading'),
      units: [
        { name: texts.unit, duties: p('layout.orgChart.units.duties'), phone: p('layout.orgChart.units.phone') },
        { name: '하위 부서', parent: texts.unit },
      ],
    },
    {
      blockType: 'cards',
      heading: p('layout.cards.heading'),
      intro: p('layout.cards.intro'),
      cards: [
        { icon: 'leaf', title: p('layout.cards.cards.title'), body: p('layout.cards.cards.body'), link: '/company/ci' },
      ],
    },
    {
      blockType: 'downloads',
      heading: p('layout.downloads.heading'),
      intro: p('layout.downloads.intro'),
      files: [
        {
          title: p('layout.downloads.files.title'),
          description: p('layout.downloads.files.description'),
          format: 'pdf',
          href: 'https://example.com/form.pdf',
        },
      ],
    },
    {
      blockType: 'contact',
      heading: p('layout.contact.heading'),
      showMap: false,
      transport: [{ mode: 'bus', text: p('layout.contact.transport.text') }],
      note: p('layout.contact.note'),
    },
  ]
  const save = (data: Record<string, unknown>) =>
    request.patch(`/api/cms/pages/${original.id}?locale=ko`, {
      headers: staff,
      data: { ...data, _status: 'published' },
    })

  try {
    for (const link of badLinks) {
      const withCard = layout.map((b) => (b.blockType === 'cards' ? { ...b, cards: [{ title: '카드', link }] } : b))
      await expectRefused(await save({ layout: withCard }), siteLinkMessage)
      const withFile = layout.map((b) =>
        b.blockType === 'downloads' ? { ...b, files: [{ title: '서식', format: 'pdf', href: link }] } : b,
      )
      await expectRefused(await save({ layout: withFile }), 'https:// 또는 /로 시작해야 합니다.')
    }
    refusedFor('pages.layout.cards.cards.link')
    refusedFor('pages.layout.downloads.files.href')

    const saved = await save({
      title: texts.title,
      summary: payloadFor('pages.summary', 200),
      hero: { lead: texts.lead },
      pageInfo: { department: p('pageInfo.department'), contact: p('pageInfo.contact') },
      layout,
    })
    expect(saved.status(), await saved.text()).toBe(200)
    await openWhenShown(page, '/company/about', texts.title)
    await expectInert(page, seen, [...shown, ...corpus.slice(0, 4)])
    await expect(page.getByRole('link', { name: /자세히/ }).first()).toHaveAttribute('href', '/company/ci')

    const admin = await adminPage(browser, baseURL ?? '')
    const adminSeen = await watch(admin)
    await admin.goto(`/admin/collections/pages/${original.id}`)
    await expect(admin.locator('input[name="title"]')).toHaveValue(texts.title)
    await expectInert(admin, adminSeen)
    await admin.goto(`/admin/collections/pages?where[path][equals]=${encodeURIComponent('company/about')}`)
    await expectInert(admin, adminSeen, [texts.title])
    // 콘텐츠 정비 names the page by the title it copies from it.
    payloadFor('page-reviews.pageTitle')
    await admin.goto(`/admin/collections/page-reviews?where[pagePath][equals]=${encodeURIComponent('company/about')}`)
    await expectInert(admin, adminSeen, [texts.title])
    await admin.context().close()
  } finally {
    const restored = await save({
      title: original.title,
      summary: original.summary ?? null,
      hero: original.hero,
      pageInfo: original.pageInfo ?? {},
      layout: original.layout,
    })
    expect(restored.status(), await restored.text()).toBe(200)
  }
})

test('site settings: every text renders inert in titles, header, footer, JSON-LD and the location page', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const staff = await staffApi(request)
  const seen = await watch(page)
  const original = (await (
    await request.get('/api/cms/globals/site-settings?depth=0', { headers: staff })
  ).json()) as Record<string, unknown>
  const refused = await request.post('/api/cms/globals/site-settings', {
    headers: staff,
    data: { sns: [{ kind: 'blog', url: 'javascript:alert(16)' }] },
  })
  await expectRefused(refused, 'https://로 시작해야 합니다.')
  refusedFor('site-settings.sns.url')

  const s = (key: string) => payloadFor(`site-settings.${key}`)
  const settings = {
    siteName: s('siteName'),
    siteNameEn: s('siteNameEn'),
    description: s('description'),
    companyEmailDomain: s('companyEmailDomain'),
    representative: s('representative'),
    businessNumber: s('businessNumber'),
    postalCode: s('postalCode'),
    address: s('address'),
    addressEn: s('addressEn'),
    phone: s('phone'),
    fax: s('fax'),
    hours: s('hours'),
    hoursEn: s('hoursEn'),
  }
  try {
    const saved = await request.post('/api/cms/globals/site-settings', { headers: staff, data: settings })
    expect(saved.status(), await saved.text()).toBe(200)
    await openWhenShown(page, '/index', settings.address)
    await expectInert(page, seen, [
      settings.siteName,
      settings.address,
      settings.representative,
      settings.businessNumber,
    ])
    await expect(page).toHaveTitle(new RegExp(settings.siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    await page.goto('/company/location')
    await expectInert(page, seen, [settings.address, settings.hours])
    await openWhenShown(page, '/en/company/location', settings.addressEn)
    await expectInert(page, seen, [settings.addressEn, settings.siteNameEn])

    const admin = await adminPage(browser, baseURL ?? '')
    const adminSeen = await watch(admin)
    await admin.goto('/admin/globals/site-settings')
    await expect(admin.locator('input[name="siteName"]')).toHaveValue(settings.siteName)
    await expect(admin.locator('input[name="companyEmailDomain"]')).toHaveValue(settings.companyEmailDomain)
    await expectInert(admin, adminSeen)
    await admin.context().close()
  } finally {
    const keys = Object.keys(settings)
    const restore = Object.fromEntries(keys.map((k) => [k, original[k] ?? null]))
    const restored = await request.post('/api/cms/globals/site-settings', { headers: staff, data: restore })
    expect(restored.status(), await restored.text()).toBe(200)
  }
})

test('admin-only texts: subscribers, newsletter sends, boards, accounts, groups, uploads and the audit log', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const sink = await startSmtpSink()
  const staff = await staffApi(request)
  const created_: {
    user?: number
    group?: number
    approver?: number
    approverGroup?: number
    board?: { id: number; name: string; categories: unknown }
  } = {}
  try {
    // A visitor subscribes with a payload as name (the form allows 20 characters).
    const subscriberName = payloadFor('subscribers.name', 20)
    const subscribed = await request.post('/api/v1/subscribers', {
      // A new address each run: a known one gets the same answer and keeps its first name.
      data: { email: `xss-${Date.now()}@example.com`, name: subscriberName, consent: true },
    })
    expect(subscribed.status(), await subscribed.text()).toBe(202)

    // A newsletter issue whose title the send record copies.
    const issueTitle = payloadFor('newsletter-sends.title', 200)
    const issue = await created(
      await request.post('/api/cms/posts', {
        headers: staff,
        data: { boardSeq: 4, title: issueTitle, content: richText(['뉴스레터 본문']), _status: 'published' },
      }),
    )
    const { accessToken } = (await (
      await request.post('/api/v1/signin?userId=admin&password=Admin2026!test'.replace('!', '%21'))
    ).json()) as { accessToken: string }
    const send = await request.post(`/api/v1/newsletters/${issue.id}/send`, {
      headers: { authorization: `Bearer ${accessToken}` },
    })
    expect(send.status(), await send.text()).toBe(202)

    // Board settings.
    const boards = (await (
      await request.get('/api/cms/boards?where[boardSettingSeq][equals]=8&depth=0', { headers: staff })
    ).json()) as {
      docs: { id: number; name: string; categories: unknown; useCategories: boolean }[]
    }
    const board = boards.docs[0]
    expect(board).toBeDefined()
    if (!board) return
    created_.board = board
    const boardName = payloadFor('boards.name', 50)
    const boardCategory = payloadFor('boards.categories.name', 30)
    const boardSaved = await request.patch(`/api/cms/boards/${board.id}`, {
      headers: staff,
      data: { name: boardName, useCategories: true, categories: [{ name: boardCategory }] },
    })
    expect(boardSaved.status(), await boardSaved.text()).toBe(200)

    // An auth group and an account; the sign-in id rule refuses markup.
    const groupName = payloadFor('auth-groups.name', 30)
    created_.group = (
      await created(
        await request.post('/api/cms/auth-groups', { headers: staff, data: { authGroupSeq: 990, name: groupName } }),
      )
    ).id
    const account = {
      userName: payloadFor('users.userName', 30),
      displayName: payloadFor('users.displayName', 30),
      userDeptName: payloadFor('users.userDeptName', 50),
      mainDomain: payloadFor('users.mainDomain', 100),
      subDomain: payloadFor('users.subDomain', 100),
    }
    const badId = await request.post('/api/cms/users', {
      headers: staff,
      data: { ...account, username: '<svg onload=alert()>', password: 'Xss2026!ok' },
    })
    await expectRefused(badId, '아이디는 영문자로 시작하는')
    refusedFor('users.username')
    created_.user = (
      await created(
        await request.post('/api/cms/users', {
          headers: staff,
          data: { ...account, username: 'xss.tester', password: 'Xss2026!ok', authGroup: created_.group },
        }),
      )
    ).id

    // 게시 승인: the account's group needs approval on board 8 (whose name is a payload); a post titled with a payload
    // waits as a request, which an approver of another group rejects with a payload reason.
    const groupSaved = await request.patch(`/api/cms/auth-groups/${created_.group}`, {
      headers: staff,
      data: {
        permissions: { boards: { read: true, write: true, delete: true } },
        approval: { boardSeqs: [8] },
      },
    })
    expect(groupSaved.status(), await groupSaved.text()).toBe(200)
    created_.approverGroup = (
      await created(
        await request.post('/api/cms/auth-groups', {
          headers: staff,
          data: {
            name: '승인 시험',
            permissions: { boards: { read: true, write: true } },
            approval: { approver: true },
          },
        }),
      )
    ).id
    created_.approver = (
      await created(
        await request.post('/api/cms/users', {
          headers: staff,
          data: {
            username: 'xss.approver',
            userName: '승인자',
            password: 'Xss2026!ok',
            authGroup: created_.approverGroup,
          },
        }),
      )
    ).id
    const v1Token = async (userId: string) =>
      (
        (await (
          await request.post(`/api/v1/signin?userId=${userId}&password=${encodeURIComponent('Xss2026!ok')}`)
        ).json()) as { accessToken: string }
      ).accessToken
    const waitingTitle = payloadFor('approval-requests.title', 100)
    const waiting = await request.post('/api/v1/boards/8/posts', {
      headers: { authorization: `Bearer ${await v1Token('xss.tester')}` },
      data: { title: waitingTitle, content: '승인 대기', status: 'published' },
    })
    expect(waiting.status(), await waiting.text()).toBe(201)
    payloadFor('approval-requests.menu')
    const approverToken = await v1Token('xss.approver')
    const inbox = (await (
      await request.get('/api/v1/approvals', { headers: { authorization: `Bearer ${approverToken}` } })
    ).json()) as { items: { id: number; title: string }[] }
    const waitingRequest = inbox.items.find((item) => item.title === waitingTitle)
    expect(waitingRequest).toBeDefined()
    const rejectReason = payloadFor('approval-requests.reason', 200)
    const rejected = await request.post(`/api/v1/approvals/${waitingRequest?.id}/reject`, {
      headers: { authorization: `Bearer ${approverToken}` },
      data: { reason: rejectReason },
    })
    expect(rejected.status(), await rejected.text()).toBe(200)

    // 삭제 요청: the account asks, with a payload reason, for a published post titled with a payload to be deleted; the
    // approver approves, and the 삭제 게시물 기록대장 keeps the title, the board's name and the reason.
    const deletedTitle = payloadFor('deletion-records.title', 100)
    const doomed = await created(
      await request.post('/api/cms/posts', {
        headers: staff,
        data: { boardSeq: 8, title: deletedTitle, _status: 'published' },
      }),
    )
    const deletionReason = payloadFor('approval-requests.requestNote', 200)
    payloadFor('deletion-records.reason')
    payloadFor('deletion-records.menu')
    const asked = await request.post('/api/v1/approvals', {
      headers: { authorization: `Bearer ${await v1Token('xss.tester')}` },
      data: { collection: 'posts', id: doomed.id, action: 'delete', reason: deletionReason },
    })
    expect(asked.status(), await asked.text()).toBe(201)
    const deletionRequest = (await asked.json()) as { id: number }
    const approved = await request.post(`/api/v1/approvals/${deletionRequest.id}/approve`, {
      headers: { authorization: `Bearer ${approverToken}` },
      data: {},
    })
    expect(approved.status(), await approved.text()).toBe(200)

    // 2단계 승인: with the group's requests needing two approvals, the approver's first approval keeps a payload
    // comment, shown on the request's page to whoever decides last.
    const twoStep = await request.patch(`/api/cms/auth-groups/${created_.group}`, {
      headers: staff,
      data: { approval: { boardSeqs: [8], twoStep: true } },
    })
    expect(twoStep.status(), await twoStep.text()).toBe(200)
    const secondWaiting = await request.post('/api/v1/boards/8/posts', {
      headers: { authorization: `Bearer ${await v1Token('xss.tester')}` },
      data: { title: '2단계 승인 대기', content: '승인 대기', status: 'published' },
    })
    expect(secondWaiting.status(), await secondWaiting.text()).toBe(201)
    const secondInbox = (await (
      await request.get('/api/v1/approvals', { headers: { authorization: `Bearer ${approverToken}` } })
    ).json()) as { items: { id: number; title: string }[] }
    const twoStepRequest = secondInbox.items.find((item) => item.title === '2단계 승인 대기')
    expect(twoStepRequest).toBeDefined()
    const firstReason = payloadFor('approval-requests.firstReason', 200)
    const firstApproval = await request.post(`/api/v1/approvals/${twoStepRequest?.id}/approve`, {
      headers: { authorization: `Bearer ${approverToken}` },
      data: { reason: firstReason },
    })
    expect(firstApproval.status(), await firstApproval.text()).toBe(200)
    expect(((await firstApproval.json()) as { status: string }).status).toBe('pending')

    // An attachment whose original file name is a payload, shown on the post it belongs to.
    const fileName = `${payloadFor('attachments.originalName', 100, { fileName: true })}.pdf`
    const upload = await request.post('/api/cms/attachments', {
      headers: staff,
      multipart: {
        file: {
          name: fileName,
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
        },
      },
    })
    const attachment = await created(upload)
    const post = await created(
      await request.post('/api/cms/posts', {
        headers: staff,
        data: { boardSeq: 1, title: '첨부파일 XSS', attachments: [attachment.id], _status: 'published' },
      }),
    )
    const seen = await watch(page)
    await openWhenShown(page, `/media/media01/view/${post.id}`, '첨부파일 XSS')
    await expectInert(page, seen, [fileName])

    // A failed sign-in whose id is a payload: the audit log records the id as typed.
    const typedId = payloadFor('audit-logs.actorUserId', 100)
    expect((await request.post('/api/cms/users/login', { data: { username: typedId, password: 'x' } })).status()).toBe(
      401,
    )
    payloadFor('audit-logs.summary')

    const admin = await adminPage(browser, baseURL ?? '')
    const adminSeen = await watch(admin)
    await admin.goto('/admin/collections/subscribers')
    await expectInert(admin, adminSeen, [subscriberName])
    await expect
      .poll(async () => {
        await admin.goto('/admin/collections/newsletter-sends')
        return admin.getByText(issueTitle).filter({ visible: true }).count()
      })
      .toBeGreaterThan(0)
    await expectInert(admin, adminSeen, [issueTitle])
    await admin.goto('/admin/collections/boards')
    await expectInert(admin, adminSeen, [boardName])
    await admin.goto(`/admin/collections/boards/${board.id}`)
    await expect(admin.locator('input[name="categories.0.name"]')).toHaveValue(boardCategory)
    await expectInert(admin, adminSeen)
    await admin.goto('/admin/collections/users')
    await expectInert(admin, adminSeen, [account.userName, account.userDeptName])
    await admin.goto(`/admin/collections/users/${created_.user}`)
    await expect(admin.locator('input[name="displayName"]')).toHaveValue(account.displayName)
    // The domain fields sit under the folded 고급 section.
    await admin.locator('.collapsible').filter({ hasText: '고급' }).locator('.collapsible__toggle').first().click()
    await expect(admin.locator('input[name="mainDomain"]')).toHaveValue(account.mainDomain)
    await expect(admin.locator('input[name="subDomain"]')).toHaveValue(account.subDomain)
    await expectInert(admin, adminSeen)
    await admin.goto('/admin/collections/auth-groups')
    await expectInert(admin, adminSeen, [groupName])
    await admin.goto('/admin/collections/attachments')
    await expectInert(admin, adminSeen, [fileName])
    // Enough rows to reach the newsletter's entry behind the approval steps written since.
    await admin.goto('/admin/collections/audit-logs?limit=100')
    await expectInert(admin, adminSeen, [typedId, issueTitle])
    await admin.goto('/admin/collections/approval-requests')
    await expectInert(admin, adminSeen, [waitingTitle, boardName, rejectReason])
    await admin.goto(`/admin/collections/approval-requests/${deletionRequest.id}`)
    await expectInert(admin, adminSeen, [deletionReason])
    await admin.goto(`/admin/collections/approval-requests/${twoStepRequest?.id}`)
    await expect(admin.getByRole('list', { name: '2단계 승인' })).toContainText('1차 승인 (담당)')
    await expectInert(admin, adminSeen, [firstReason])
    await admin.goto('/admin/collections/deletion-records')
    await expectInert(admin, adminSeen, [deletedTitle, boardName, deletionReason])
    await admin.context().close()
  } finally {
    if (created_.user) await request.delete(`/api/cms/users/${created_.user}`, { headers: staff })
    if (created_.approver) await request.delete(`/api/cms/users/${created_.approver}`, { headers: staff })
    if (created_.group) await request.delete(`/api/cms/auth-groups/${created_.group}`, { headers: staff })
    if (created_.approverGroup)
      await request.delete(`/api/cms/auth-groups/${created_.approverGroup}`, { headers: staff })
    if (created_.board) {
      const { id, name, categories } = created_.board
      await request.patch(`/api/cms/boards/${id}`, { headers: staff, data: { name, categories } })
    }
    await sink.close()
  }
})

test('만족도 평가: a visitor comment renders inert in the admin results and list', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const staff = await staffApi(request)
  const found = (await (
    await request.get('/api/cms/pages?where[path][equals]=company/ci&depth=0&locale=ko', { headers: staff })
  ).json()) as { docs: { id: number }[] }
  const rated = found.docs[0]
  expect(rated).toBeDefined()
  if (!rated) return
  const comment = payloadFor('page-ratings.comment', 500)
  const answer = await request.post('/api/page-ratings', {
    headers: { origin: new URL(baseURL ?? '').origin },
    data: { page: rated.id, locale: 'ko', level: 4, comment },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  const seen = await watch(page)
  await page.goto('/company/ci')
  await expectInert(page, seen)
  const admin = await adminPage(browser, baseURL ?? '')
  const adminSeen = await watch(admin)
  await admin.goto('/admin/collections/page-ratings')
  await expectInert(admin, adminSeen, [comment])
  await admin.context().close()
})

test('certificates: staff texts render inert on 진위확인 and in the admin; numbers, grades and days refuse markup', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const staff = await staffApi(request)
  const stamp = Date.now()
  const base = {
    scheme: 'zeb',
    stage: 'main',
    grade: '1',
    issuedOn: '2026-03-15',
    validUntil: '2099-03-14',
    status: 'valid',
  }
  const place = {
    buildingName: '점검 건축물',
    roadAddress: '세종특별자치시 한누리대로 1',
    sido: '세종특별자치시',
    sigungu: '세종시',
    use: '업무시설',
  }
  // Fields with a format rule refuse markup with the rule's message.
  const refusals = [
    ['number', '인증번호는 영문, 숫자, 하이픈(-)으로 3~40자여야 합니다.'],
    ['grade', '이 인증종류에 없는 등급입니다.'],
    ['issuedOn', '날짜는 2026-03-15처럼 연-월-일로 적어 주세요.'],
    ['validUntil', '날짜는 2026-03-15처럼 연-월-일로 적어 주세요.'],
    ['statusDate', '날짜는 2026-03-15처럼 연-월-일로 적어 주세요.'],
  ] as const
  for (const [field, message] of refusals) {
    const answer = await request.post('/api/cms/certificates', {
      headers: staff,
      data: { number: `XSS-R-${stamp}`, ...base, ...place, [field]: '<svg onload=alert(1)>' },
    })
    await expectRefused(answer, message)
    refusedFor(`certificates.${field}`)
  }
  const texts = {
    buildingName: payloadFor('certificates.buildingName', 100),
    roadAddress: payloadFor('certificates.roadAddress', 200),
    use: payloadFor('certificates.use', 40),
  }
  const building = (await (
    await request.post('/api/cms/certificates', {
      headers: staff,
      data: { number: `XSS-B-${stamp}`, ...base, ...place, ...texts },
    })
  ).json()) as { doc: { id: number; code: string } }
  expect(building.doc.code).toMatch(/^[2-9A-HJ-NP-Z]{20}$/)
  // A private house shows 시도 and 시군구 as its address.
  const region = { sido: payloadFor('certificates.sido', 20), sigungu: payloadFor('certificates.sigungu', 20) }
  const house = (await (
    await request.post('/api/cms/certificates', {
      headers: staff,
      data: { number: `XSS-H-${stamp}`, ...base, ...place, ...region, privateHouse: true },
    })
  ).json()) as { doc: { id: number; code: string } }
  expect(house.doc.code).toMatch(/^[2-9A-HJ-NP-Z]{20}$/)

  const seen = await watch(page)
  await page.goto(`/certification/verify/${building.doc.code}`)
  await expectInert(page, seen, [texts.buildingName, texts.roadAddress, texts.use])
  await page.goto(`/certification/verify/${house.doc.code}`)
  await expectInert(page, seen, [`${region.sido} ${region.sigungu}`])

  // 인증 현황: the certificate's page, and the private house in the list by its number.
  await page.goto(`/certification/registry/view/XSS-B-${stamp}`)
  await expectInert(page, seen, [texts.buildingName, texts.roadAddress, texts.use])
  await page.goto(`/certification/registry?q=XSS-H-${stamp}`)
  await expectInert(page, seen, [`${region.sido} ${region.sigungu}`])
  // The issued PDF's file name, as staff's upload names it, shown in the admin sidebar.
  const pdfName = payloadFor('certificates.pdfName', 150, { fileName: true })
  const fingerprint = await request.post(`/api/cms/certificates/${building.doc.id}/fingerprint`, {
    headers: staff,
    multipart: {
      file: { name: pdfName, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${stamp}\n%%EOF\n`) },
    },
  })
  expect(fingerprint.status(), await fingerprint.text()).toBe(200)

  const admin = await adminPage(browser, baseURL ?? '')
  const adminSeen = await watch(admin)
  await admin.goto(`/admin/collections/certificates/${building.doc.id}`)
  await expectInert(admin, adminSeen, [pdfName])
  await admin.goto('/admin/collections/certificates')
  await expectInert(admin, adminSeen, [texts.buildingName])
  await admin.goto(`/admin/collections/certificates/${house.doc.id}`)
  await expect(admin.getByRole('textbox', { name: '시도' })).toHaveValue(region.sido)
  await expectInert(admin, adminSeen)
  await admin.context().close()
  for (const id of [building.doc.id, house.doc.id])
    await request.delete(`/api/cms/certificates/${id}`, { headers: staff })
})

// The tests above run in order in one worker and record what they wrote; when one of them fails, Playwright
// starts a new worker and this check fails with it.
test('every field of xss-targets.ts received a payload or was refused by its format rule', () => {
  const written = writtenTargets()
  expect(xssTargets.map((t) => t.key).filter((key) => !written.has(key))).toEqual([])
})

test.describe('reflected XSS', () => {
  for (const payload of corpus.slice(0, 8)) {
    test(`search query ${JSON.stringify(payload)} on board lists: shown in the search box as typed, no dialog`, async ({
      page,
    }) => {
      const seen = await watch(page)
      for (const list of ['/media/media01', '/media/media02', '/performance/performance01']) {
        await page.goto(`${list}?field=all&q=${encodeURIComponent(payload)}`)
        await expect(page.getByRole('searchbox', { name: '검색어' })).toHaveValue(payload)
        await expectInert(page, seen)
      }
      await page.goto(`/sitemap?q=${encodeURIComponent(payload)}#${encodeURIComponent(payload)}`)
      await expectInert(page, seen)
      await page.goto(`/search?q=${encodeURIComponent(payload)}`)
      await expectInert(page, seen)
    })
  }

  test('sign-in with callbackUrl=javascript:alert(1): the admin opens, no dialog, no script address', async ({
    page,
  }) => {
    const seen = await watch(page)
    await page.goto(`/admin/login?callbackUrl=${encodeURIComponent('javascript:alert(1)')}`)
    await page.locator('input[name="username"]').fill('admin')
    await page.locator('input[name="password"]').fill('Admin2026!test')
    await page.getByRole('button', { name: '로그인' }).click()
    await expect(page).toHaveURL(/\/admin(?!\/login)/)
    await expectInert(page, seen)
    await page.goto(`/admin-login?callbackUrl=${encodeURIComponent('javascript:alert(2)')}`)
    await expectInert(page, seen)
    expect(new URL(page.url()).protocol).toBe('http:')
  })
})

const execFileAsync = promisify(execFile)

test.describe('CSP with a script planted in the database', () => {
  test('a post whose stored title and rich text carry scripts and a javascript: link: the page renders, nothing runs', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const staff = await staffApi(request)
    const post = await created(
      await request.post('/api/cms/posts', {
        headers: staff,
        data: { boardSeq: 1, title: '심은 스크립트', content: richText(['곧 바뀝니다']), _status: 'published' },
      }),
    )
    // Straight into the database, past every validation and hook, as an attacker with database access would.
    await execFileAsync(
      path.resolve('node_modules/.bin/payload'),
      ['run', 'tests/security/plant-script.ts', String(post.id)],
      { env: process.env, timeout: 150_000 },
    )
    const seen = await watch(page)
    const answer = await page.goto(`/media/media01/view/${post.id}`)
    expect(answer?.status()).toBe(200)
    const csp = answer?.headers()['content-security-policy'] ?? ''
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/)
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    await expect(page.locator('h1')).toContainText('<script>window.__planted = "title"</script>')
    await expect(page.getByText('<img src=x onerror="window.__planted = \'text\'">')).toBeVisible()
    // The planted link keeps its text but loses its address.
    await expect(page.getByText('심은 링크')).toBeVisible()
    await expect(page.getByRole('link', { name: '심은 링크' })).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { __planted?: string }).__planted)).toBeUndefined()
    expect(await domProblems(page)).toEqual([])
    expect(seen.dialogs).toEqual([])

    // Had an escaping bug let the markup through, the CSP is the second wall: the same page served with a
    // script and an inline handler inside its HTML (no nonce) still renders, runs neither, and reports both.
    await page.route(`**/media/media01/view/${post.id}`, async (route) => {
      const original = await route.fetch()
      const html = (await original.text()).replace(
        '</body>',
        '<script>window.__planted = "parsed"</script><img src="/no-such-image.png" onerror="window.__planted = \'handler\'"></body>',
      )
      await route.fulfill({ response: original, body: html })
    })
    const served = await page.goto(`/media/media01/view/${post.id}`)
    expect(served?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic';/)
    await expect(page.locator('h1')).toContainText('<script>window.__planted = "title"</script>')
    await expect.poll(() => blockedScripts(page)).toHaveLength(2)
    expect(await page.evaluate(() => (window as unknown as { __planted?: string }).__planted)).toBeUndefined()
    expect(seen.dialogs).toEqual([])
  })

  for (const url of ['/index', '/media/media01', '/media/media02/qna-write', '/company/about', '/popup/base/list']) {
    test(`${url}: CSP script-src has a nonce and no 'unsafe-inline'; every inline script carries the nonce`, async ({
      page,
    }) => {
      const seen = await watch(page)
      const answer = await page.goto(url)
      const csp = answer?.headers()['content-security-policy'] ?? ''
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
      expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/)
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'self'")
      await expectInert(page, seen)
    })
  }
})
