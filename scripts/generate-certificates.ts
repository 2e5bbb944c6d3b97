/**
 * Fills a database with generated certificates for the register's benchmark:
 *   npx payload run scripts/generate-certificates.ts -- [count=50000]
 * Rows go straight into the certificates table in batches; each is a published certificate of a real scheme and
 * grade with a Korean building name, a verification code made as the collection makes it, and one in 40 a private
 * house. The codes of the first 1,000 are written to stdout's last line as JSON, for the benchmark to check.
 */

import config from '@payload-config'
import { sql } from 'drizzle-orm'
import { getPayload } from 'payload'
import { rawDbOf, rawExec } from '@/lib/raw-sql'
import { certificateSchemes } from '@/modules/certification/schemes'
import { newVerificationCode } from '@/modules/certification/verification-code'

const args = process.argv.slice(2).filter((a) => a !== '--')
const count = Number(args[0] ?? 50_000)

const places = [
  ['서울특별시', '강남구'],
  ['서울특별시', '마포구'],
  ['부산광역시', '해운대구'],
  ['대구광역시', '수성구'],
  ['인천광역시', '연수구'],
  ['광주광역시', '광산구'],
  ['대전광역시', '유성구'],
  ['세종특별자치시', '세종시'],
  ['경기도', '수원시'],
  ['경기도', '성남시'],
  ['강원특별자치도', '춘천시'],
  ['전북특별자치도', '전주시'],
  ['경상남도', '창원시'],
  ['제주특별자치도', '제주시'],
] as const
const uses = ['업무시설', '공동주택', '교육연구시설', '문화 및 집회시설', '의료시설', '노유자시설', '운동시설']
const names = ['녹색', '누리', '한빛', '푸른', '햇살', '바람', '숲속', '미래', '다온', '새빛']
const kinds = ['청사', '도서관', '복지관', '초등학교', '연구동', '체육관', '아파트', '보건소', '센터']

const payload = await getPayload({ config })
const db = rawDbOf(payload)
const exec = (query: ReturnType<typeof sql>) => rawExec(db, query)
const batch = 500
const codes: string[] = []
for (let offset = 0; offset < count; offset += batch) {
  const rows = []
  for (let i = offset; i < Math.min(count, offset + batch); i++) {
    const scheme = certificateSchemes[i % certificateSchemes.length] as (typeof certificateSchemes)[number]
    const grades = scheme.grades as readonly string[]
    const grade = grades.length ? (grades[i % grades.length] as string) : null
    const [sido, sigungu] = places[i % places.length] as readonly [string, string]
    const year = 2012 + (i % 15)
    const issuedOn = `${year}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`
    const validUntil = `${year + 5}${issuedOn.slice(4)}`
    const code = newVerificationCode()
    if (codes.length < 1000) codes.push(code)
    const name = `${sigungu} ${names[i % names.length]}${names[(i >> 3) % names.length]} ${kinds[i % kinds.length]} ${i}`
    rows.push(
      sql`(${`GEN-${scheme.value.toUpperCase()}-${year}-${String(i).padStart(6, '0')}`}, ${scheme.value}, ${'main'}, ${grade}, ${name}, ${`${sido} ${sigungu} 예시로 ${i % 300}`}, ${sido}, ${sigungu}, ${uses[i % uses.length]}, ${1000 + (i % 50_000)}, ${issuedOn}, ${validUntil}, ${'valid'}, ${true}, ${i % 40 === 0}, ${code})`,
    )
  }
  await exec(
    sql`INSERT INTO certificates (number, scheme, stage, grade, building_name, road_address, sido, sigungu, "use", floor_area, issued_on, valid_until, status, published, private_house, code) VALUES ${sql.join(rows, sql`, `)}`,
  )
  if ((offset / batch) % 20 === 0) payload.logger.info(`generated ${Math.min(count, offset + batch)} / ${count}`)
}
if (payload.db.name === 'postgres') await exec(sql`VACUUM ANALYZE certificates`)
console.log(JSON.stringify({ codes }))
process.exit(0)
