import 'server-only'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { deviceFromUserAgent } from '@/lib/device'
import { badRequest, forbidden, notFound } from '@/modules/api/errors'
import { approvalMessages } from '@/modules/approval/gate'
import { needsApproval } from '@/modules/approval/policy'
import { lexicalPlainText } from '@/modules/boards/rich-text'
import { activeSlides } from '@/modules/home/banners'
import { activePopups } from '@/modules/home/popups'
import type { Banner, Media, Popup, User } from '@/payload-types'
import { lexicalFromInput } from './posts'

/**
 * Banners and popups for the API. Public lists go through the home page's own modules (on/off, period,
 * device, order), and staff writes through Payload with the caller as user, so the collections' access
 * rules and their hooks (which drop the cached home page everywhere) apply exactly as in the admin.
 */
export type DisplayCollection = 'banners' | 'popups'

const messages = {
  notFound: { banners: '배너를 찾을 수 없습니다.', popups: '팝업을 찾을 수 없습니다.' },
  unknownIds: (ids: number[]) => `없는 번호가 있습니다: ${ids.join(', ')}`,
} as const

const mediaRef = (media: number | Media | null | undefined) =>
  media && typeof media === 'object'
    ? { id: Number(media.id), url: media.url ?? null }
    : media
      ? { id: Number(media), url: null }
      : null

const windowView = (item: Banner | Popup) => ({
  enabled: Boolean(item.enabled),
  startsAt: item.startsAt ?? null,
  endsAt: item.endsAt ?? null,
  sortOrder: item.sortOrder ?? 0,
  updatedAt: item.updatedAt,
})

export const bannerRecord = (banner: Banner) => ({
  id: Number(banner.id),
  title: banner.title,
  caption: banner.caption ?? null,
  alt: banner.alt,
  imagePc: mediaRef(banner.imagePc),
  imageMobile: mediaRef(banner.imageMobile),
  link: banner.link ?? null,
  target: banner.target === '_blank' ? ('_blank' as const) : ('_self' as const),
  ...windowView(banner),
})

const popupLayout = (popup: Popup) => ({
  positionX: popup.positionX ?? 40,
  positionY: popup.positionY ?? 120,
  width: popup.width ?? 400,
  height: popup.height ?? 480,
  hideForHours: popup.hideForHours ?? 24,
})

export const popupRecord = (popup: Popup) => ({
  id: Number(popup.id),
  title: popup.title,
  type: popup.type,
  contentText: lexicalPlainText(popup.content),
  image: mediaRef(popup.image),
  link: popup.link ?? null,
  device: popup.device,
  ...popupLayout(popup),
  ...windowView(popup),
})

export async function publicBanners(locale: Locale) {
  const slides = await activeSlides(locale)
  return { items: slides.map((s) => ({ ...s, id: Number(s.id) })) }
}

/** Popups shown now on a device: `device` when given, else the one the User-Agent describes. */
export async function publicPopups(locale: Locale, device: 'pc' | 'mobile' | undefined, userAgent: string | null) {
  const info = deviceFromUserAgent(userAgent)
  const target = device ? { ...info, isMobile: device === 'mobile', isCrawler: false } : info
  const popups = await activePopups(locale, target)
  return {
    items: popups.map((p) => {
      const image =
        p.image && typeof p.image === 'object' && p.image.url ? { url: p.image.url, alt: p.image.alt } : null
      return {
        id: Number(p.id),
        title: p.title,
        type: p.type,
        contentText: lexicalPlainText(p.content),
        content: p.content ?? null,
        image,
        link: p.link ?? null,
        device: p.device,
        ...popupLayout(p),
      }
    }),
  }
}

const toIso = (value: unknown) => (typeof value === 'string' ? new Date(value).toISOString() : value)

/** API input to collection data: dates normalised, popup text to Lexical, absent keys left out. */
function toData(input: Record<string, unknown>) {
  const data: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue
    if (key === 'startsAt' || key === 'endsAt') data[key] = toIso(value)
    else if (key === 'content') data[key] = value === null ? null : lexicalFromInput(value as string | string[])
    else data[key] = value
  }
  return data
}

/**
 * Images are media numbers; the collection stores them as foreign keys, so an unknown number would fail in the
 * database. It is a 400 naming the field instead.
 */
async function assertMediaExist(payload: Payload, input: Record<string, unknown>) {
  for (const field of ['imagePc', 'imageMobile', 'image']) {
    const id = input[field]
    if (typeof id !== 'number') continue
    const found = await payload.count({ collection: 'media', where: { id: { equals: id } }, overrideAccess: true })
    if (found.totalDocs === 0) {
      const message = `이미지(미디어 ${id}번)를 찾을 수 없습니다.`
      throw badRequest(message, [{ path: field, message }])
    }
  }
}

const view = (collection: DisplayCollection, doc: unknown) =>
  collection === 'banners' ? bannerRecord(doc as Banner) : popupRecord(doc as Popup)

export async function createItem(
  payload: Payload,
  user: User,
  collection: DisplayCollection,
  input: Record<string, unknown>,
  locale: Locale,
) {
  await assertMediaExist(payload, input)
  const doc = await payload.create({
    collection,
    user,
    overrideAccess: false,
    depth: 1,
    locale,
    // biome-ignore lint/suspicious/noExplicitAny: validated by the zod schema of the collection's API
    data: toData(input) as any,
  })
  return view(collection, doc)
}

async function existing(payload: Payload, collection: DisplayCollection, id: number) {
  const doc = await payload.findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!doc) throw notFound(messages.notFound[collection])
  return doc
}

export async function updateItem(
  payload: Payload,
  user: User,
  collection: DisplayCollection,
  id: number,
  input: Record<string, unknown>,
  locale: Locale,
) {
  const current = await existing(payload, collection, id)
  const startsAt = input.startsAt === undefined ? current.startsAt : input.startsAt
  const endsAt = input.endsAt === undefined ? current.endsAt : input.endsAt
  if (startsAt && endsAt && Date.parse(String(startsAt)) >= Date.parse(String(endsAt))) {
    const message = '노출 종료는 노출 시작보다 뒤여야 합니다.'
    throw badRequest(message, [{ path: 'endsAt', message }])
  }
  await assertMediaExist(payload, input)
  const doc = await payload.update({
    collection,
    id,
    user,
    overrideAccess: false,
    depth: 1,
    locale,
    // biome-ignore lint/suspicious/noExplicitAny: validated by the zod schema of the collection's API
    data: toData(input) as any,
  })
  return view(collection, doc)
}

export async function deleteItem(payload: Payload, user: User, collection: DisplayCollection, id: number) {
  await existing(payload, collection, id)
  await payload.delete({ collection, id, user, overrideAccess: false })
  return { id, deleted: true as const }
}

/**
 * The new place of a live item with a newer draft (a change waiting for 게시 승인, or saved with 초안 저장): a plain
 * save would put that draft on the site. The draft takes the place as its next version, and the live row only its
 * place, in one transaction, so the two never disagree.
 */
async function placeBesideDraft(
  payload: Payload,
  user: User,
  collection: DisplayCollection,
  id: number,
  sortOrder: number,
) {
  const req = await createLocalReq({ user }, payload)
  const began = await initTransaction(req)
  try {
    await payload.update({ collection, id, overrideAccess: false, depth: 0, draft: true, data: { sortOrder }, req })
    await payload.db.updateOne({ collection, id, data: { sortOrder }, req, returning: false })
    if (began) await commitTransaction(req)
  } catch (error) {
    if (began) await killTransaction(req)
    throw error
  }
}

/** The live items among `moved` whose newest version is a draft. */
async function withNewerDraft(
  payload: Payload,
  collection: DisplayCollection,
  docs: { id: number | string; _status?: string | null }[],
  moved: { id: number }[],
): Promise<Set<number>> {
  const live = new Set(docs.filter((d) => d._status === 'published').map((d) => Number(d.id)))
  const candidates = moved.map((m) => m.id).filter((id) => live.has(id))
  if (candidates.length === 0) return new Set()
  const { docs: newest } = await payload.find({
    collection,
    draft: true,
    where: { id: { in: candidates } },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
    select: { _status: true },
  })
  return new Set(newest.filter((d) => d._status === 'draft').map((d) => Number(d.id)))
}

/**
 * Puts the listed items first, in the given order, and the others after them in their current order.
 * Every id must exist (400 naming the unknown ones, nothing changed). Only changed items are saved. The order is what
 * visitors see, so where the caller's group needs 게시 승인 for the place it is refused (403): one request per item
 * moved would ask approvers to piece the new order together.
 */
export async function reorder(payload: Payload, user: User, collection: DisplayCollection, ids: number[]) {
  if (needsApproval(user as never, { kind: collection })) throw forbidden(approvalMessages.reorder)
  const { docs } = await payload.find({
    collection,
    sort: 'sortOrder',
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
    select: { sortOrder: true, createdAt: true, _status: true },
  })
  const known = new Set(docs.map((d) => Number(d.id)))
  const unknown = ids.filter((id) => !known.has(id))
  if (unknown.length > 0) {
    const message = messages.unknownIds(unknown)
    throw badRequest(message, [{ path: 'ids', message }])
  }
  const listed = new Set(ids)
  const order = [...ids, ...docs.map((d) => Number(d.id)).filter((id) => !listed.has(id))]
  const current = new Map(docs.map((d) => [Number(d.id), d.sortOrder ?? 0]))
  const moved = order.flatMap((id, index) => (current.get(id) === index + 1 ? [] : [{ id, sortOrder: index + 1 }]))
  const waiting = await withNewerDraft(payload, collection, docs, moved)
  for (const { id, sortOrder } of moved) {
    if (!waiting.has(id)) {
      await payload.update({ collection, id, user, overrideAccess: false, depth: 0, data: { sortOrder } })
      continue
    }
    await placeBesideDraft(payload, user, collection, id, sortOrder)
  }
  return { ids: order }
}
