import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccount } from '../support/api'
import { createTestPayload, dialect } from '../support/test-payload'

let payload: Payload
let staff: Awaited<ReturnType<typeof createAccount>>
let qnaId: number

const viewsOf = async (collection: string) =>
  (
    await payload.find({
      collection: 'audit-logs',
      where: { and: [{ action: { equals: 'personal-data-view' } }, { targetCollection: { equals: collection } }] },
      sort: '-createdAt',
      overrideAccess: true,
      limit: 50,
    })
  ).docs

beforeAll(async () => {
  payload = await createTestPayload()
  const { seedAuthGroups } = await import('@/seed/auth-groups')
  await seedAuthGroups(payload)
  staff = await createAccount(payload, 'privacystaff', 2)
  staff = await payload.findByID({ collection: 'users', id: staff.id, depth: 1, overrideAccess: true })
  const category = await payload.create({ collection: 'qna-categories', overrideAccess: true, data: { name: '기타' } })
  const qna = await payload.create({
    collection: 'qna',
    overrideAccess: true,
    data: {
      category: category.id,
      title: '개인정보가 담긴 문의',
      content: '연락 부탁드립니다.',
      name: '김민원',
      email: 'minwon@example.com',
      passwordHash: 'x',
      isSecret: true,
      status: 'waiting',
      consent: { version: 'test', agreedAt: new Date().toISOString() },
    },
  })
  qnaId = qna.id
  await payload.create({
    collection: 'subscribers',
    overrideAccess: true,
    data: { email: 'reader@example.com', status: 'active' },
  })
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`personal data access log on ${dialect}`, () => {
  it('records who opened an inquiry and who listed inquiries or subscribers', async () => {
    await payload.findByID({ collection: 'qna', id: qnaId, user: staff, overrideAccess: false })
    const opened = await viewsOf('qna')
    expect(opened[0]).toMatchObject({ actorUserId: 'privacystaff', targetId: String(qnaId) })

    await payload.find({ collection: 'qna', user: staff, overrideAccess: false })
    const listed = await viewsOf('qna')
    expect(listed).toHaveLength(2)
    // The collection as the menu names it, not its slug.
    expect(listed[0]?.summary).toBe(`현장 Q&A 목록 조회 1건: ${qnaId}`)

    await payload.find({ collection: 'subscribers', user: staff, overrideAccess: false })
    const subscriberViews = await viewsOf('subscribers')
    expect(subscriberViews).toHaveLength(1)
    expect(subscriberViews[0]?.summary).toMatch(/^구독자 목록 조회 1건: \d+$/)
  })

  it("does not count the site's own reads, which have no staff member behind them", async () => {
    const before = (await viewsOf('qna')).length
    await payload.findByID({ collection: 'qna', id: qnaId, overrideAccess: true })
    await payload.find({ collection: 'qna', overrideAccess: true })
    expect(await viewsOf('qna')).toHaveLength(before)
  })
})
