import type { Payload, Where } from 'payload'
import { allowedBoards, can, type PermissionSubject } from '@/access/permissions'
import { displayWindowWhere, visibleNow } from '@/modules/home/display-window'
import { boardNames } from './board-nav'
import { pendingQnaUrl } from './route-map'

/**
 * What the admin home shows (pending Q&A, recent posts, banners and popups on air, recent sign-ins) and the one-field
 * search. Each panel is `null` when the user's group may not read that area, so the page leaves it out; the queries
 * run with `overrideAccess` only after that check, and posts stay limited to the boards of the user's group.
 */

const admin = '/admin/collections'

export type PostRow = {
  id: number | string
  title: string
  boardSeq: number
  boardName: string
  status: 'draft' | 'published'
  createdAt: string
  href: string
}
export type OnAirRow = {
  id: number | string
  title: string
  startsAt: string | null
  endsAt: string | null
  href: string
}
export type SignInRow = { id: number | string; userId: string; ip: string; at: string; href: string }

export type DashboardData = {
  pendingQna: { count: number; href: string } | null
  recentPosts: PostRow[] | null
  activePopups: OnAirRow[] | null
  activeBanners: OnAirRow[] | null
  recentSignIns: SignInRow[] | null
}

/** The posts constraint for the user's boards: `undefined` for all boards, `null` for none. */
function boardsWhere(user: PermissionSubject | null): Where | undefined | null {
  const boards = allowedBoards(user, 'read')
  if (boards === 'all') return undefined
  return boards.length ? { boardSeq: { in: boards } } : null
}

async function recentPosts(payload: Payload, user: PermissionSubject | null): Promise<PostRow[]> {
  const where = boardsWhere(user)
  if (where === null) return []
  const [names, { docs }] = await Promise.all([
    boardNames(payload),
    // `draft: true` reads the latest version, so a post saved as a draft shows with its current title.
    payload.find({
      collection: 'posts',
      where: where ?? {},
      sort: '-createdAt',
      limit: 5,
      depth: 0,
      draft: true,
      overrideAccess: true,
      select: { title: true, boardSeq: true, _status: true, createdAt: true },
    }),
  ])
  return docs.map((post) => ({
    id: post.id,
    title: post.title,
    boardSeq: post.boardSeq,
    boardName: names.get(post.boardSeq) ?? `게시판 ${post.boardSeq}`,
    status: post._status === 'published' ? 'published' : 'draft',
    createdAt: post.createdAt,
    href: `${admin}/posts/${post.id}`,
  }))
}

async function onAir(payload: Payload, collection: 'popups' | 'banners', now: Date): Promise<OnAirRow[]> {
  const { docs } = await payload.find({
    collection,
    where: displayWindowWhere(now),
    sort: 'sortOrder',
    limit: 50,
    depth: 0,
    locale: 'ko',
    overrideAccess: true,
    select: { title: true, enabled: true, startsAt: true, endsAt: true, sortOrder: true },
  })
  return visibleNow(docs, now).map((item) => ({
    id: item.id,
    title: item.title,
    startsAt: item.startsAt ?? null,
    endsAt: item.endsAt ?? null,
    href: `${admin}/${collection}/${item.id}`,
  }))
}

async function recentSignIns(payload: Payload): Promise<SignInRow[]> {
  const { docs } = await payload.find({
    collection: 'audit-logs',
    where: { action: { equals: 'signin' } },
    sort: '-createdAt',
    limit: 5,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((log) => ({
    id: log.id,
    userId: log.actorUserId ?? '',
    ip: log.ip ?? '',
    at: log.createdAt,
    href: `${admin}/audit-logs/${log.id}`,
  }))
}

export async function dashboardData(
  payload: Payload,
  user: PermissionSubject | null,
  now: Date = new Date(),
): Promise<DashboardData> {
  const [pendingCount, posts, popups, banners, signIns] = await Promise.all([
    can(user, 'qna', 'read')
      ? payload
          .count({ collection: 'qna', where: { status: { equals: 'waiting' } }, overrideAccess: true })
          .then((r) => r.totalDocs)
      : null,
    can(user, 'boards', 'read') ? recentPosts(payload, user) : null,
    can(user, 'popups', 'read') ? onAir(payload, 'popups', now) : null,
    can(user, 'banners', 'read') ? onAir(payload, 'banners', now) : null,
    can(user, 'audit', 'read') ? recentSignIns(payload) : null,
  ])
  return {
    pendingQna: pendingCount === null ? null : { count: pendingCount, href: pendingQnaUrl },
    recentPosts: posts,
    activePopups: popups,
    activeBanners: banners,
    recentSignIns: signIns,
  }
}

export type SearchHit = {
  kind: 'post' | 'page' | 'account'
  kindLabel: string
  title: string
  detail: string
  href: string
}

export const searchMaxLength = 100
const perKind = 10

/**
 * One field for everything staff look up: post titles (of the user's boards), page titles and paths, and accounts
 * by id, name, display name or e-mail. Areas the group may not read are not searched at all.
 */
export async function adminSearch(
  payload: Payload,
  user: PermissionSubject | null,
  text: unknown,
): Promise<SearchHit[]> {
  const q = typeof text === 'string' ? text.trim().slice(0, searchMaxLength) : ''
  if (!q) return []
  const searches: Promise<SearchHit[]>[] = []

  const postBoards = can(user, 'boards', 'read') ? boardsWhere(user) : null
  if (postBoards !== null) {
    const titleMatch: Where = { title: { contains: q } }
    searches.push(
      Promise.all([
        boardNames(payload),
        payload.find({
          collection: 'posts',
          where: postBoards ? { and: [postBoards, titleMatch] } : titleMatch,
          sort: '-createdAt',
          limit: perKind,
          depth: 0,
          draft: true,
          overrideAccess: true,
          select: { title: true, boardSeq: true, _status: true },
        }),
      ]).then(([names, { docs }]) =>
        docs.map((post) => ({
          kind: 'post' as const,
          kindLabel: '게시글',
          title: post.title,
          detail: `${names.get(post.boardSeq) ?? `게시판 ${post.boardSeq}`}${post._status === 'published' ? '' : ' · 임시저장'}`,
          href: `${admin}/posts/${post.id}`,
        })),
      ),
    )
  }

  if (can(user, 'pages', 'read')) {
    searches.push(
      payload
        .find({
          collection: 'pages',
          where: { or: [{ title: { contains: q } }, { path: { contains: q } }] },
          sort: 'path',
          limit: perKind,
          depth: 0,
          draft: true,
          locale: 'ko',
          overrideAccess: true,
          select: { title: true, path: true },
        })
        .then(({ docs }) =>
          docs.map((page) => ({
            kind: 'page' as const,
            kindLabel: '페이지',
            title: page.title,
            detail: `/${page.path}`,
            href: `${admin}/pages/${page.id}`,
          })),
        ),
    )
  }

  if (can(user, 'accounts', 'read')) {
    searches.push(
      payload
        .find({
          collection: 'users',
          where: {
            or: [
              { username: { contains: q } },
              { userName: { contains: q } },
              { displayName: { contains: q } },
              { email: { contains: q } },
            ],
          },
          sort: 'username',
          limit: perKind,
          depth: 0,
          overrideAccess: true,
          select: { username: true, userName: true, userDeptName: true },
        })
        .then(({ docs }) =>
          docs.map((account) => ({
            kind: 'account' as const,
            kindLabel: '관리자 계정',
            title: `${account.userName ?? ''} (${account.username ?? ''})`,
            detail: account.userDeptName ?? '',
            href: `${admin}/users/${account.id}`,
          })),
        ),
    )
  }

  return (await Promise.all(searches)).flat()
}
