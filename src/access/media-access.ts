import type { Access, PayloadRequest, Where } from 'payload'
import { allowedBoards, can, isActive, type PermissionArea, type PermissionSubject } from './permissions'

/**
 * Who may change the shared image library. Images appear on the home banner, popups, pages, the site settings'
 * map and board posts, so the library is not one permission area: uploading needs write on any area that uses
 * images, while replacing or deleting one image needs the permission of every area whose documents show it (an
 * image nobody uses yet is changed by anyone who may upload). An editor without the banner permission therefore
 * never replaces or deletes the home banner's picture.
 */

/** The areas whose documents hold images. */
export const imageAreas = ['pages', 'boards', 'banners', 'popups'] as const satisfies readonly PermissionArea[]

type ChangeAction = 'write' | 'delete'

const subjectOf = (req: PayloadRequest) => req.user as PermissionSubject | null

const mayUseImages = (user: PermissionSubject | null, action: ChangeAction) =>
  imageAreas.some((area) => can(user, area, action))

/** Whether any object inside a stored rich text (or blocks holding one) is an upload node of this image. */
export function richTextShowsImage(value: unknown, id: number | string): boolean {
  if (Array.isArray(value)) return value.some((item) => richTextShowsImage(item, id))
  if (!value || typeof value !== 'object') return false
  const node = value as Record<string, unknown>
  if (node.type === 'upload' && node.relationTo === 'media') {
    const target = node.value && typeof node.value === 'object' ? (node.value as { id?: unknown }).id : node.value
    if (String(target) === String(id)) return true
  }
  return Object.values(node).some((child) => richTextShowsImage(child, id))
}

const count = async (req: PayloadRequest, collection: 'banners' | 'popups', where: Where) =>
  (await req.payload.count({ collection, where, overrideAccess: true, req })).totalDocs

/** Pages show an image as their hero or inside a rich-text block, in the published version or the latest draft. */
async function pagesShow(req: PayloadRequest, id: number | string): Promise<boolean> {
  for (const draft of [false, true]) {
    const { docs } = await req.payload.find({
      collection: 'pages',
      overrideAccess: true,
      draft,
      depth: 0,
      locale: 'all',
      pagination: false,
      select: { hero: true, layout: true },
      req,
    })
    if (docs.some((page) => String(page.hero?.image ?? '') === String(id) || richTextShowsImage(page.layout, id))) {
      return true
    }
  }
  return false
}

/** The boards (outside `allowed`) whose posts show the image, as their performance image or in their text. */
async function boardsShowing(req: PayloadRequest, id: number | string, allowed: number[]): Promise<number[]> {
  const outside: Where = allowed.length ? { boardSeq: { not_in: allowed } } : {}
  const found = new Set<number>()
  const pageSize = 500
  // Posts are many: read only the two columns that can hold the image, a page at a time, trash included.
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await req.payload.find({
      collection: 'posts',
      overrideAccess: true,
      trash: true,
      depth: 0,
      page,
      limit: pageSize,
      sort: 'id',
      where: outside,
      select: { boardSeq: true, content: true, performance: { image: true } },
      req,
    })
    for (const post of docs) {
      const image = post.performance?.image
      const shown = String(typeof image === 'object' && image ? image.id : (image ?? '')) === String(id)
      if (shown || richTextShowsImage(post.content, id)) found.add(post.boardSeq)
    }
    if (!hasNextPage) break
  }
  return [...found]
}

/**
 * Whether the user may replace (`write`) or delete the image `id`: every area showing it must allow the action.
 * Only the areas the user lacks are looked up, so a group with every content permission costs no query.
 */
export async function mayChangeImage(req: PayloadRequest, id: number | string, action: ChangeAction): Promise<boolean> {
  const user = subjectOf(req)
  if (!mayUseImages(user, action)) return false
  if (!can(user, 'banners', action)) {
    if (await count(req, 'banners', { or: [{ imagePc: { equals: id } }, { imageMobile: { equals: id } }] }))
      return false
  }
  if (!can(user, 'popups', action) && (await count(req, 'popups', { image: { equals: id } }))) return false
  if (!can(user, 'pages', action) && (await pagesShow(req, id))) return false
  // The site settings are changed only by the groups that may delete pages (their own access rule).
  if (!can(user, 'pages', 'delete')) {
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
    if (String(settings.mapImage ?? '') === String(id)) return false
  }
  const boards = allowedBoards(user, action)
  if (boards !== 'all' && (await boardsShowing(req, id, boards)).length > 0) return false
  return true
}

/**
 * Replacing or deleting: one image at a time (the admin's edit view and `/api/cms/media/{id}`). Without an id
 * (a bulk change by query) the answer is no: which images a query reaches is not known before it runs.
 */
const changeImage =
  (action: ChangeAction): Access =>
  async ({ req, id }) => {
    if (!mayUseImages(subjectOf(req), action)) return false
    if (id === undefined || id === null) return false
    return mayChangeImage(req, typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id, action)
  }

export const mediaAccess = {
  /** Visitors fetch the image files pages show; the documents themselves (names, sizes, alt texts) are staff-only. */
  read: (({ req, isReadingStaticFile }) => Boolean(isReadingStaticFile) || isActive(subjectOf(req))) as Access,
  create: (({ req }) => mayUseImages(subjectOf(req), 'write')) as Access,
  update: changeImage('write'),
  delete: changeImage('delete'),
}
