/**
 * Times board list queries on the configured database (run scripts/generate-posts.ts first):
 *   NODE_OPTIONS=--conditions=react-server npx payload run scripts/bench-boards.ts -- [boardSeq=1]
 * Prints the median of 5 runs for the first page, a deep page and searches of 1, 2 and 3 syllables: cold (the
 * total counted again, as after a content change) and warm (the total from the count cache, as most requests).
 */

import config from '@payload-config'
import { getPayload } from 'payload'
import { listBoardPosts } from '@/modules/boards/listing'
import { clearCountCache } from '@/modules/cache/count-cache'

const boardSeq = Number(process.argv.slice(2).filter((a) => a !== '--')[0] ?? 1)
const payload = await getPayload({ config })

async function time(label: string, run: () => Promise<unknown>) {
  const median = async (cold: boolean) => {
    const samples: number[] = []
    for (let i = 0; i < 5; i++) {
      if (cold) clearCountCache()
      const t = performance.now()
      await run()
      samples.push(performance.now() - t)
    }
    return samples.sort((a, b) => a - b)[2]?.toFixed(1)
  }
  const cold = await median(true)
  const warm = await median(false)
  console.log(`${label.padEnd(34)} cold ${cold?.padStart(6)} ms   warm ${warm?.padStart(6)} ms`)
}

const total = await payload.count({
  collection: 'posts',
  where: { boardSeq: { equals: boardSeq } },
  overrideAccess: true,
})
console.log(`board ${boardSeq}: ${total.totalDocs} posts (${payload.db.name})`)
await time('page 1 (with pinned notices)', () => listBoardPosts(payload, { boardSeq, page: 1 }))
await time('page 500', () => listBoardPosts(payload, { boardSeq, page: 500 }))
await time('search title "열" (1 syllable)', () => listBoardPosts(payload, { boardSeq, field: 'title', q: '열' }))
await time('search all "효율" (2 syllables)', () => listBoardPosts(payload, { boardSeq, field: 'all', q: '효율' }))
await time('search all "태양광" (3 syllables)', () => listBoardPosts(payload, { boardSeq, field: 'all', q: '태양광' }))
process.exit(0)
