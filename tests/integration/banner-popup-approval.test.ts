import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApprovalRequest, Banner, Popup, User } from '@/payload-types'
import { accountAsRequestUser, call, cmsCall, createAccount, testPassword, v1AccessToken } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * 게시 승인 of the home page's 메인 배너 and 팝업: where a group needs approval for them, no door (Local API, /api/cms,
 * /api/v1) changes what visitors see; the change waits as a draft and a request, the live one stays on the home page,
 * and only an approver's decision publishes it. Deleting and reordering go the same way.
 */

let payload: Payload
let v1Banners: typeof import('@/app/api/v1/banners/route')
let v1Banner: typeof import('@/app/api/v1/banners/[id]/route')
let v1BannerOrder: typeof import('@/app/api/v1/banners/order/route')
let v1Popup: typeof import('@/app/api/v1/popups/[id]/route')
let approvals: typeof import('@/app/api/v1/approvals/route')
let approve: typeof import('@/app/api/v1/approvals/[id]/approve/route')
let home: typeof import('@/modules/content-api/display-items')
let popupWindow: typeof import('@/modules/home/popups')

let editor: User
let editorJwt: string
let editorToken: string
let approverToken: string
let imageId: number

const rest = (method: 'PATCH' | 'DELETE' | 'POST', path: string, body?: unknown) =>
  cmsCall(editorJwt, method, path, body)

const pendingOf = async (collection: 'banners' | 'popups', targetId: number, action = 'publish') =>
  (
    await payload.find({
      collection: 'approval-requests',
      where: {
        and: [
          { targetCollection: { equals: collection } },
          { targetId: { equals: targetId } },
          { action: { equals: action } },
          { status: { equals: 'pending' } },
        ],
      },
      overrideAccess: true,
      depth: 0,
    })
  ).docs as ApprovalRequest[]

const approveRequest = (id: number) =>
  call(approve.POST, `/api/v1/approvals/${id}/approve`, {
    method: 'POST',
    token: approverToken,
    params: { id: String(id) },
  })

/** The titles of the slides visitors see on the home page now. */
const slideTitles = async () => (await home.publicBanners('ko')).items.map((slide) => slide.title)

const liveBanner = async (title: string) =>
  (await payload.create({
    collection: 'banners',
    overrideAccess: true,
    data: { title, alt: `${title} 그림`, imagePc: imageId, enabled: true },
  })) as Banner

describe(`게시 승인 of banners and popups on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
    v1Banners = await import('@/app/api/v1/banners/route')
    v1Banner = await import('@/app/api/v1/banners/[id]/route')
    v1BannerOrder = await import('@/app/api/v1/banners/order/route')
    v1Popup = await import('@/app/api/v1/popups/[id]/route')
    approvals = await import('@/app/api/v1/approvals/route')
    approve = await import('@/app/api/v1/approvals/[id]/approve/route')
    home = await import('@/modules/content-api/display-items')
    popupWindow = await import('@/modules/home/popups')

    const permissions = {
      banners: { read: true, write: true, delete: true },
      popups: { read: true, write: true, delete: true },
    }
    await payload.create({
      collection: 'auth-groups',
      overrideAccess: true,
      data: {
        authGroupSeq: 51,
        name: '메인 담당',
        permissions,
        boardSeqs: [],
        approval: { approver: false, banners: true, popups: true },
      } as never,
    })
    await payload.create({
      collection: 'auth-groups',
      overrideAccess: true,
      data: { authGroupSeq: 52, name: '메인 승인', permissions, boardSeqs: [], approval: { approver: true } } as never,
    })
    await createAccount(payload, 'main-editor', 51)
    await createAccount(payload, 'main-approver', 52)
    editor = (await accountAsRequestUser(payload, 'main-editor')) as unknown as User
    editorJwt = (
      await payload.login({ collection: 'users', data: { username: 'main-editor', password: testPassword } } as never)
    ).token as string
    editorToken = await v1AccessToken('main-editor')
    approverToken = await v1AccessToken('main-approver')
    const media = await payload.find({ collection: 'media', overrideAccess: true, depth: 0, limit: 1 })
    imageId = Number(media.docs[0]?.id)
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('keeps the live banner on the home page through every door’s edit, until an approver approves', async () => {
    const banner = await liveBanner('원래 배너')
    expect(await slideTitles()).toContain('원래 배너')

    const local = await payload.update({
      collection: 'banners',
      id: banner.id,
      data: { title: '로컬 수정 배너' },
      user: editor,
      overrideAccess: false,
    })
    expect(local._status).toBe('draft')
    expect(
      (await rest('PATCH', `banners/${banner.id}`, { title: 'REST 게시 배너', _status: 'published' })).status,
    ).toBe(200)
    const v1 = await call(v1Banner.PATCH, `/api/v1/banners/${banner.id}`, {
      method: 'PATCH',
      token: editorToken,
      params: { id: String(banner.id) },
      json: { title: 'API 수정 배너' },
    })
    expect(v1.status, JSON.stringify(v1.body)).toBe(200)

    const titles = await slideTitles()
    expect(titles).toContain('원래 배너')
    expect(titles).not.toContain('API 수정 배너')
    const [request, ...more] = await pendingOf('banners', banner.id)
    expect(more).toEqual([])
    expect(request).toMatchObject({ menu: '메인 배너', title: 'API 수정 배너', targetCollection: 'banners' })

    const inbox = await call(approvals.GET, '/api/v1/approvals', { token: approverToken })
    expect(inbox.body.items).toContainEqual(expect.objectContaining({ id: request?.id, area: '메인 배너' }))
    expect((await approveRequest(request?.id as number)).status).toBe(200)
    const after = await slideTitles()
    expect(after).toContain('API 수정 배너')
    expect(after).not.toContain('원래 배너')
  })

  it('restores an older version (이 버전 복원) only through a request', async () => {
    const banner = await liveBanner('복원 전 배너')
    await payload.update({
      collection: 'banners',
      id: banner.id,
      overrideAccess: true,
      data: { title: '지금 게시된 배너' },
    })
    const { docs } = await payload.findVersions({
      collection: 'banners',
      where: { and: [{ parent: { equals: banner.id } }, { 'version.title': { equals: '복원 전 배너' } }] },
      overrideAccess: true,
      depth: 0,
    })
    const older = docs[0]?.id
    expect(older).toBeDefined()
    // Restored as the live version: refused, the site unchanged.
    const restored = await rest('POST', `banners/versions/${older}`)
    expect(restored.status).toBe(403)
    expect(JSON.stringify(restored.body)).toContain('초안으로 복원한 뒤 게시해')
    expect(await slideTitles()).toContain('지금 게시된 배너')
    // Restored as a draft, then published: a request, the live one stays.
    expect((await rest('POST', `banners/versions/${older}?draft=true`)).status).toBe(200)
    expect(await slideTitles()).toContain('지금 게시된 배너')
    expect((await rest('PATCH', `banners/${banner.id}`, { _status: 'published' })).status).toBe(200)
    const titles = await slideTitles()
    expect(titles).toContain('지금 게시된 배너')
    expect(titles).not.toContain('복원 전 배너')
    const [request] = await pendingOf('banners', banner.id)
    expect(request).toMatchObject({ title: '복원 전 배너', action: 'publish' })
  })

  it('keeps a new banner off the home page until approved', async () => {
    const created = await call(v1Banners.POST, '/api/v1/banners', {
      method: 'POST',
      token: editorToken,
      json: { title: '승인 전 새 배너', alt: '새 배너 그림', imagePc: imageId },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.id as number
    expect(await slideTitles()).not.toContain('승인 전 새 배너')
    const [request] = await pendingOf('banners', id)
    expect((await approveRequest(request?.id as number)).status).toBe(200)
    expect(await slideTitles()).toContain('승인 전 새 배너')
  })

  it('refuses deleting a live banner and reordering, and deletes it on an approved 삭제 요청', async () => {
    const banner = await liveBanner('지울 배너')
    const removed = await rest('DELETE', `banners/${banner.id}`)
    expect(removed.status).toBe(403)
    expect(JSON.stringify(removed.body)).toContain('게시된 글을 바로 삭제할 수 없습니다')
    const v1 = await call(v1Banner.DELETE, `/api/v1/banners/${banner.id}`, {
      method: 'DELETE',
      token: editorToken,
      params: { id: String(banner.id) },
    })
    expect(v1.status).toBe(403)
    const order = await call(v1BannerOrder.PUT, '/api/v1/banners/order', {
      method: 'PUT',
      token: editorToken,
      json: { ids: [banner.id] },
    })
    expect(order.status).toBe(403)
    expect(order.body.error.message).toContain('노출 순서를 바로 바꿀 수 없습니다')
    expect(await slideTitles()).toContain('지울 배너')

    const asked = await call(approvals.POST, '/api/v1/approvals', {
      method: 'POST',
      token: editorToken,
      json: { collection: 'banners', id: banner.id, action: 'delete', reason: '행사 종료' },
    })
    expect(asked.status, JSON.stringify(asked.body)).toBe(201)
    expect((await approveRequest(asked.body.id)).status).toBe(200)
    expect(
      await payload.findByID({ collection: 'banners', id: banner.id, overrideAccess: true, disableErrors: true }),
    ).toBeNull()
    expect(await slideTitles()).not.toContain('지울 배너')
    const records = await payload.find({
      collection: 'deletion-records',
      where: { and: [{ targetCollection: { equals: 'banners' } }, { targetId: { equals: banner.id } }] },
      overrideAccess: true,
    })
    expect(records.docs[0]).toMatchObject({ menu: '메인 배너', title: '지울 배너', reason: '행사 종료' })
  })

  it('keeps the live popup in its window until its edit is approved', async () => {
    const popup = (await payload.create({
      collection: 'popups',
      overrideAccess: true,
      data: { title: '원래 팝업', type: 'window', device: 'all', hideForHours: 24, enabled: true },
    })) as Popup
    const v1 = await call(v1Popup.PATCH, `/api/v1/popups/${popup.id}`, {
      method: 'PATCH',
      token: editorToken,
      params: { id: String(popup.id) },
      json: { title: '바꾼 팝업' },
    })
    expect(v1.status, JSON.stringify(v1.body)).toBe(200)
    expect((await popupWindow.windowPopup(String(popup.id), 'ko'))?.title).toBe('원래 팝업')
    const [request] = await pendingOf('popups', popup.id)
    expect(request).toMatchObject({ menu: '팝업', title: '바꾼 팝업' })
    expect((await approveRequest(request?.id as number)).status).toBe(200)
    expect((await popupWindow.windowPopup(String(popup.id), 'ko'))?.title).toBe('바꾼 팝업')

    // A popup never published (saved as a draft) is not shown, not even in its own window.
    const draft = (await payload.create({
      collection: 'popups',
      overrideAccess: true,
      draft: true,
      data: { title: '초안 팝업', type: 'window', enabled: true, _status: 'draft' },
    })) as Popup
    expect(await popupWindow.windowPopup(String(draft.id), 'ko')).toBeNull()
  })

  it('moves a banner waiting for approval without putting its draft on the site', async () => {
    const first = await liveBanner('순서 첫째')
    const waiting = await liveBanner('순서 둘째')
    await payload.update({
      collection: 'banners',
      id: waiting.id,
      data: { title: '둘째의 승인 전 제목' },
      user: editor,
      overrideAccess: false,
    })
    const order = await call(v1BannerOrder.PUT, '/api/v1/banners/order', {
      method: 'PUT',
      token: approverToken,
      json: { ids: [waiting.id, first.id] },
    })
    expect(order.status, JSON.stringify(order.body)).toBe(200)
    // The live banner stays on the site as it was, now before the other.
    const titles = await slideTitles()
    expect(titles).not.toContain('둘째의 승인 전 제목')
    expect(titles.filter((title) => title.startsWith('순서'))).toEqual(['순서 둘째', '순서 첫째'])
    // The waiting draft keeps its new place too: approving it does not move the banner back.
    const [request] = await pendingOf('banners', waiting.id)
    expect((await approveRequest(request?.id as number)).status).toBe(200)
    const approved = (await slideTitles()).filter((title) => title.startsWith('순서') || title.startsWith('둘째'))
    expect(approved).toEqual(['둘째의 승인 전 제목', '순서 첫째'])
  })
})
