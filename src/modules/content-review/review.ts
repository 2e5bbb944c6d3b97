import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  Endpoint,
  Payload,
  PayloadRequest,
} from 'payload'
import { can, type PermissionSubject } from '@/access/permissions'
import { pageUrls } from '@/collections/pages/revalidate'
import { recordAudit } from '@/modules/audit/audit-log'
import { contentPages } from '@/modules/cache/content-tags'
import { invalidateContent } from '@/modules/cache/invalidate'
import type { Page, PageReview } from '@/payload-types'
import { defaultReviewCycleMonths, isOverdue, nextReviewAt } from './schedule'

/**
 * 콘텐츠 정비 (decision 0046): each content page has a review row (the page-reviews collection) with its cycle, its
 * 담당자, its last 변경 없음 확인 and its next review date. The pages' hooks keep the rows in step with the pages;
 * staff confirm a page unchanged with one button; the admin home lists the pages past their date.
 */

type PageLike = Pick<Page, 'id' | 'path' | 'title' | 'publishedAt' | '_status'>

const defaultCycle = String(defaultReviewCycleMonths) as PageReview['cycleMonths']

/** A page's review row; inside `req`'s transaction when given one. */
async function reviewOf(payload: Payload, pageId: number, req?: PayloadRequest): Promise<PageReview | null> {
  const { docs } = await payload.find({
    collection: 'page-reviews',
    where: { page: { equals: pageId } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return (docs[0] as PageReview | undefined) ?? null
}

/** The published date a review counts from: the page's last publication (a draft save leaves it as it was). */
async function livePublishedAt(req: PayloadRequest, pageId: number): Promise<string | null> {
  const page = await req.payload.findByID({
    collection: 'pages',
    id: pageId,
    depth: 0,
    draft: false,
    overrideAccess: true,
    req,
    disableErrors: true,
    select: { publishedAt: true },
  })
  return (page as { publishedAt?: string | null } | null)?.publishedAt ?? null
}

/**
 * Pages' `afterChange`: the page's review row made on its first save, and its title, address and due date kept. Most
 * page saves are drafts that change none of them: those write nothing (the row's hook reads the live date again).
 */
export const syncPageReview: CollectionAfterChangeHook = async ({ doc, req }) => {
  const page = doc as PageLike
  const existing = await reviewOf(req.payload, page.id, req)
  // The list names pages by their Korean title: an English save leaves it.
  const pageTitle = req.locale && req.locale !== 'ko' ? (existing?.pageTitle ?? page.title) : page.title
  if (!existing) {
    await req.payload.create({
      collection: 'page-reviews',
      data: { pageTitle, pagePath: page.path, page: page.id, cycleMonths: defaultCycle },
      overrideAccess: true,
      req,
    })
    return doc
  }
  const due = nextReviewAt(
    { publishedAt: await livePublishedAt(req, page.id), lastReviewedAt: existing.lastReviewedAt },
    Number(existing.cycleMonths),
  )
  const unchanged =
    existing.pageTitle === pageTitle && existing.pagePath === page.path && (existing.nextReviewAt ?? null) === due
  if (!unchanged)
    await req.payload.update({
      collection: 'page-reviews',
      id: existing.id,
      data: { pageTitle, pagePath: page.path },
      overrideAccess: true,
      req,
    })
  return doc
}

const ownerId = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value) ?? null

/**
 * Page reviews' `afterChange`: what staff change by hand (cycle, 담당자) goes to the audit log. The rows are kept in
 * step with their pages on every page save, which the log already holds as the page's change, so the collection is
 * left out of the general audit hooks (src/modules/audit/audit-log.ts).
 */
export const auditReviewSettings: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (!req.user || operation !== 'update' || !previousDoc) return doc
  const changes = [
    doc.cycleMonths !== previousDoc.cycleMonths
      ? `검토 주기 ${previousDoc.cycleMonths}개월 → ${doc.cycleMonths}개월`
      : null,
    ownerId(doc.owner) !== ownerId(previousDoc.owner) ? '담당자 계정 변경' : null,
  ].filter(Boolean)
  if (changes.length === 0) return doc
  await recordAudit(
    req.payload,
    {
      action: 'update',
      actor: req.user as { id: number; username?: string },
      targetCollection: 'page-reviews',
      targetId: doc.id,
      summary: `콘텐츠 정비 "${doc.pageTitle ?? doc.pagePath}": ${changes.join(', ')}`,
    },
    req,
  )
  return doc
}

/** Pages' `beforeDelete`: the row goes with its page, first, since it must always name a page. */
export const removePageReview: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'page-reviews', where: { page: { equals: id } }, overrideAccess: true, req })
}

/** Page reviews' `beforeChange`: the next review date follows the cycle, the last publication and the last check. */
export const computeNextReview: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const pageId = (data.page ?? originalDoc?.page) as number | { id: number } | undefined
  const id = typeof pageId === 'object' ? pageId?.id : pageId
  const publishedAt = id ? await livePublishedAt(req, id) : null
  const cycle = Number(data.cycleMonths ?? originalDoc?.cycleMonths ?? defaultReviewCycleMonths)
  data.nextReviewAt = nextReviewAt(
    { publishedAt, lastReviewedAt: data.lastReviewedAt ?? originalDoc?.lastReviewedAt },
    cycle,
  )
  return data
}

export class ReviewRefused extends Error {
  constructor(
    readonly status: 403 | 404,
    message: string,
  ) {
    super(message)
  }
}

/**
 * 변경 없음 확인: `user` has looked at the page and it needs no change. Stamps 최종 확인일 and who confirmed, moves the
 * next review date a cycle on, and drops the page's cached copies (the page shows 최종 확인일).
 */
export async function confirmUnchanged(req: PayloadRequest, reviewId: number): Promise<PageReview> {
  const user = req.user as (PermissionSubject & { id: number }) | null
  if (!user || !can(user, 'pages', 'write')) throw new ReviewRefused(403, '페이지를 확인할 권한이 없습니다.')
  const review = (await req.payload.findByID({
    collection: 'page-reviews',
    id: reviewId,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })) as PageReview | null
  if (!review) throw new ReviewRefused(404, '콘텐츠 정비 항목을 찾을 수 없습니다.')
  const updated = (await req.payload.update({
    collection: 'page-reviews',
    id: review.id,
    data: { lastReviewedAt: new Date().toISOString(), lastReviewedBy: user.id },
    overrideAccess: true,
    depth: 0,
    req,
  })) as PageReview
  if (review.pagePath)
    await invalidateContent(req, { paths: pageUrls(review.pagePath), pages: contentPages([review.pagePath]) })
  await recordAudit(
    req.payload,
    {
      action: 'update',
      actor: user,
      targetCollection: 'page-reviews',
      targetId: review.id,
      summary: `콘텐츠 정비 "${review.pageTitle ?? review.pagePath}": 변경 없음 확인`,
    },
    req,
  )
  return updated
}

/** `POST /api/cms/page-reviews/{id}/confirm`: the admin's 변경 없음 확인 button. */
export const confirmUnchangedEndpoint: Endpoint = {
  path: '/:id/confirm',
  method: 'post',
  handler: async (req) => {
    // Who may ask first: a visitor learns nothing, not even which numbers are well-formed.
    if (!can(req.user as PermissionSubject | null, 'pages', 'write'))
      return Response.json({ message: '페이지를 확인할 권한이 없습니다.' }, { status: 403 })
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0) return Response.json({ message: '잘못된 번호입니다.' }, { status: 400 })
    try {
      const review = await confirmUnchanged(req, id)
      return Response.json({ message: '변경 없음을 확인했습니다.', doc: review })
    } catch (error) {
      if (error instanceof ReviewRefused) return Response.json({ message: error.message }, { status: error.status })
      throw error
    }
  },
}

/** When a page was last confirmed unchanged, for the page's information block; null when never. */
export async function lastReviewedAtOf(payload: Payload, pageId: number): Promise<string | null> {
  return (await reviewOf(payload, pageId))?.lastReviewedAt ?? null
}

export type OverdueReviews = {
  count: number
  rows: { id: number; title: string; due: string; href: string }[]
  href: string
}

/** 검토 기한이 지난 페이지, for the admin home: staff who read pages see it; null for the others. */
export async function overdueReviews(
  payload: Payload,
  user: PermissionSubject | null,
  now = new Date(),
): Promise<OverdueReviews | null> {
  if (!can(user, 'pages', 'read')) return null
  const { docs, totalDocs } = await payload.find({
    collection: 'page-reviews',
    where: { nextReviewAt: { less_than_equal: now.toISOString() } },
    sort: 'nextReviewAt',
    depth: 0,
    limit: 5,
    overrideAccess: true,
    select: { pageTitle: true, pagePath: true, nextReviewAt: true },
  })
  const rows = (docs as PageReview[])
    .filter((doc) => isOverdue(doc.nextReviewAt, now))
    .map((doc) => ({
      id: doc.id,
      title: doc.pageTitle || doc.pagePath || `페이지 ${doc.id}`,
      due: doc.nextReviewAt as string,
      href: `/admin/collections/page-reviews/${doc.id}`,
    }))
  const href = `/admin/collections/page-reviews?${new URLSearchParams({
    'where[nextReviewAt][less_than_equal]': now.toISOString(),
    sort: 'nextReviewAt',
  })}`
  return { count: totalDocs, rows, href }
}

/** Seed step: a review row for each page an installed site already has. */
export async function seedPageReviews(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'pages',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    locale: 'ko',
    select: { title: true, path: true, publishedAt: true },
  })
  for (const page of docs as PageLike[]) {
    const { totalDocs } = await payload.count({
      collection: 'page-reviews',
      where: { page: { equals: page.id } },
      overrideAccess: true,
    })
    if (totalDocs > 0) continue
    await payload.create({
      collection: 'page-reviews',
      data: { page: page.id, pageTitle: page.title, pagePath: page.path, cycleMonths: defaultCycle },
      overrideAccess: true,
    })
  }
}
