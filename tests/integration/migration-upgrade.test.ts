import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawDbOf, rawExec, rawRows } from '@/lib/raw-sql'
import { dialect, resetPostgres } from '../support/test-payload'

/**
 * An install upgraded with content in it keeps that content. Migrations that make a table anew on SQLite (it cannot
 * change a column in place) run in a transaction, where dropping the old table cascades into the tables that refer
 * to it: a board's categories, a banner's or popup's words. The database here is migrated up to the release before
 * those migrations, filled with raw rows, then taken to the newest schema.
 */

/** The first migration that rebuilds `boards` on SQLite (its 담당부서); everything before it runs first. */
const firstRebuild = /^20261129_05\d{4}_board_owner$/

let payload: Payload
const bannerIds: number[] = []

const rows = (query: ReturnType<typeof sql>) => rawRows(rawDbOf(payload), query)
const exec = (query: ReturnType<typeof sql>) => rawExec(rawDbOf(payload), query)

describe(`upgrading an install with content on ${dialect}`, () => {
  beforeAll(async () => {
    if (dialect === 'postgres') await resetPostgres(process.env.DATABASE_URL as string)
    const { default: config } = await import('@payload-config')
    const { getPayload } = await import('payload')
    payload = await getPayload({ config })
    const { migrationsFor } = await import('@/lib/database')
    const all = migrationsFor(dialect)
    const stop = all.findIndex((m) => firstRebuild.test(m.name))
    expect(stop, 'the board_owner migration is in the list').toBeGreaterThan(0)
    await payload.db.migrate({ migrations: all.slice(0, stop) })

    // What an install of that release holds: a board with categories, banners and a popup with their words, and a
    // deleted banner whose id must not be handed out again.
    await exec(
      sql`INSERT INTO boards (id, board_setting_seq, name, type, secret_posts, page_size) VALUES (900, 900, '이전 게시판', 'notice', 'off', 10)`,
    )
    await exec(
      sql`INSERT INTO boards_categories (_order, _parent_id, id, name) VALUES (1, 900, 'c1', '공지'), (2, 900, 'c2', '보도')`,
    )
    const media = await rows(
      sql`INSERT INTO media (alt, filename, mime_type, url) VALUES ('그림', 'old.png', 'image/png', '/media/old.png') RETURNING id`,
    )
    const mediaId = Number(media[0]?.id)
    // Without ids of their own, as the site writes them: PostgreSQL's sequence and SQLite's counter both advance.
    for (const order of [1, 2, 3]) {
      const [banner] = await rows(
        sql`INSERT INTO banners (image_pc_id, enabled, sort_order) VALUES (${mediaId}, ${true}, ${order}) RETURNING id`,
      )
      bannerIds.push(Number(banner?.id))
      await exec(
        sql`INSERT INTO banners_locales (title, alt, _locale, _parent_id) VALUES (${`배너 ${order}`}, ${`대체 ${order}`}, 'ko', ${Number(banner?.id)})`,
      )
    }
    await exec(sql`DELETE FROM banners WHERE id = ${bannerIds[2]}`)
    await exec(
      sql`INSERT INTO popups (id, type, device, hide_for_hours, enabled) VALUES (950, 'layer', 'all', 24, ${true})`,
    )
    await exec(sql`INSERT INTO popups_locales (title, _locale, _parent_id) VALUES ('이전 팝업', 'ko', 950)`)

    await payload.db.migrate({ migrations: all })
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it("keeps a board's categories", async () => {
    const board = await payload.find({
      collection: 'boards',
      where: { boardSettingSeq: { equals: 900 } },
      overrideAccess: true,
      depth: 0,
    })
    expect(board.docs[0]?.categories?.map((c) => c.name)).toEqual(['공지', '보도'])
  })

  it('keeps every banner and popup with its words, on the site as before', async () => {
    const banners = await payload.find({ collection: 'banners', overrideAccess: true, depth: 0, sort: 'id' })
    expect(banners.docs.map((b) => [b.id, b.title, b.alt, b._status])).toEqual([
      [bannerIds[0], '배너 1', '대체 1', 'published'],
      [bannerIds[1], '배너 2', '대체 2', 'published'],
    ])
    const popups = await payload.find({ collection: 'popups', overrideAccess: true, depth: 0 })
    expect(popups.docs.map((p) => [p.id, p.title, p._status])).toEqual([[950, '이전 팝업', 'published']])
  })

  it('never hands out the id of a banner deleted before the upgrade', async () => {
    const media = await payload.find({ collection: 'media', overrideAccess: true, depth: 0, limit: 1 })
    const banner = await payload.create({
      collection: 'banners',
      overrideAccess: true,
      data: { title: '새 배너', alt: '새 그림', imagePc: media.docs[0]?.id as number },
    })
    expect(Number(banner.id)).toBeGreaterThan(bannerIds[2] as number)
    expect(banner._status).toBe('published')
  })
})
