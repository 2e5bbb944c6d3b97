import 'server-only'
import type { Payload } from 'payload'
import { locate } from '@/modules/site/site-map'

/** A post's view address on a board, in either language: `/media/media01/view/145`, `/en/media/media01/view/145`. */
const postView = /^\/(?:en\/)?([a-z0-9/-]+?)\/view\/(\d+)\/?$/
/** The field Q&A board's page: its questions are named by number only (a secret question's title is the asker's). */
const qnaBoardPath = 'media/media02'

const pathOf = (item: string) => item.split('?')[0] ?? item

/**
 * What staff read for each counted page address in 접속자 통계: a post's title under its board ("공지사항 › 2026년
 * 인증 수수료 안내"), a menu page's name ("기관소개 › 연혁"), "(영문)" for English addresses. One query for all the
 * posts of the list; addresses that match nothing are left out, and the screen shows the address itself.
 */
export async function pageTitles(payload: Payload, items: readonly string[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>()
  const postIds = new Map<string, number>()
  for (const item of items) {
    const path = pathOf(item)
    const english = path === '/en' || path.startsWith('/en/')
    const sitePath = english ? path.slice(3) : path
    const view = postView.exec(path)
    const found = locate(view ? (view[1] as string) : sitePath)
    const suffix = english ? ' (영문)' : ''
    if (view && found) {
      const board = found.page.label.ko
      if (found.page.path === qnaBoardPath) titles.set(item, `${board} › 질문 ${view[2]}${suffix}`)
      else postIds.set(item, Number(view[2]))
      continue
    }
    if (sitePath === '/' || sitePath === '' || sitePath === '/index') titles.set(item, `홈${suffix}`)
    else if (found) titles.set(item, `${found.section.label.ko} › ${found.page.label.ko}${suffix}`)
  }
  if (postIds.size === 0) return titles
  const { docs } = await payload.find({
    collection: 'posts',
    where: { id: { in: [...new Set(postIds.values())] } },
    limit: postIds.size,
    pagination: false,
    depth: 0,
    // Staff who may see the statistics see which posts were read; trashed or draft posts keep their title here.
    overrideAccess: true,
    trash: true,
    draft: true,
    select: { title: true },
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc.title]))
  for (const [item, id] of postIds) {
    const path = pathOf(item)
    const found = locate((postView.exec(path)?.[1] as string) ?? '')
    const title = byId.get(id)
    const suffix = path.startsWith('/en/') ? ' (영문)' : ''
    titles.set(item, `${found?.page.label.ko ?? '게시글'} › ${title ?? `삭제된 글 ${id}`}${suffix}`)
  }
  return titles
}
