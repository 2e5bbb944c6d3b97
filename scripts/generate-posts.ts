/**
 * Fills a database with generated board posts for benchmarks:
 *   npx payload run scripts/generate-posts.ts -- [count=100000] [boardSeq=1]
 * Rows go straight into the posts table in batches (the Local API would take hours for 100,000 posts with
 * versions); each row is a published post with a Korean title and plain text, ~1 in 200 pinned.
 */

import config from '@payload-config'
import { sql } from 'drizzle-orm'
import { getPayload } from 'payload'
import { rawDbOf, rawExec } from '@/lib/raw-sql'
import { lexicalFromParagraphs } from '@/modules/boards/rich-text'
import { rebuildSearchIndex } from '@/modules/boards/search-index'

const args = process.argv.slice(2).filter((a) => a !== '--')
const count = Number(args[0] ?? 100_000)
const boardSeq = Number(args[1] ?? 1)

const subjects = [
  '제로에너지건축물',
  '에너지효율등급',
  '녹색건축',
  'BF 인증',
  '안전진단',
  '그린리모델링',
  '탄소중립',
  '신재생에너지',
  '기계설비',
  '열수송관',
]
const kinds = ['인증 안내', '교육 모집', '세미나 개최', '제도 개정', '접수 일정', '결과 발표', '점검 안내', '설명회']
const words = [
  '열',
  '빛',
  '효율',
  '단열',
  '창호',
  '외피',
  '지붕',
  '태양광',
  '지열',
  '환기',
  '냉방',
  '난방',
  '조명',
  '설비',
  '자립률',
]

const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T

const payload = await getPayload({ config })
const db = rawDbOf(payload)
const exec = (q: ReturnType<typeof sql>) => rawExec(db, q)
const started = Date.now()
const batch = 500
const base = Date.now()
for (let offset = 0; offset < count; offset += batch) {
  const rows = []
  for (let i = offset; i < Math.min(count, offset + batch); i++) {
    const title = `[${i + 1}] ${pick(subjects, i * 7)} ${pick(kinds, i * 3)} ${pick(words, i)}`
    const text = `${pick(subjects, i)} 관련 ${pick(words, i * 5)} ${pick(words, i * 11)} 내용입니다. 문의는 담당 부서로 해 주세요.`
    const at = new Date(base - i * 60_000).toISOString()
    const content = JSON.stringify(lexicalFromParagraphs([text]))
    rows.push(
      sql`(${boardSeq}, ${title}, ${content}, ${text}, ${i % 200 === 0}, ${at}, ${'관리자'}, ${0}, ${'published'}, ${at}, ${at})`,
    )
  }
  await exec(
    sql`INSERT INTO posts (board_seq, title, content, plain_text, is_notice, published_at, author_name, view_count, _status, updated_at, created_at) VALUES ${sql.join(rows, sql`, `)}`,
  )
  if ((offset / batch) % 20 === 0) payload.logger.info(`generated ${Math.min(count, offset + batch)} / ${count}`)
}
// The rows skipped the hooks that keep the search grams.
const indexing = Date.now()
await rebuildSearchIndex(db)
payload.logger.info(`search index rebuilt in ${((Date.now() - indexing) / 1000).toFixed(1)} s`)
// Fresh planner statistics and visibility map, as autovacuum would make them later; without them the first
// benchmarks mislead (no index-only scans).
if (payload.db.name === 'postgres') await exec(sql`VACUUM ANALYZE posts, post_search_grams`)
payload.logger.info(`generated ${count} posts on board ${boardSeq} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(0)
