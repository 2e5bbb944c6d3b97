/**
 * Rebuilds the board search index from the posts table (docs/decisions/0014-korean-search-index.md):
 *   npx payload run scripts/rebuild-search-index.ts
 * Only needed after posts were written to the database past the site (an import in SQL); every change made
 * through the admin, the API or the Local API keeps the index itself.
 */

import config from '@payload-config'
import { getPayload } from 'payload'
import { rawDbOf } from '@/lib/raw-sql'
import { inWriteTurn } from '@/lib/sqlite-write-lock'
import { rebuildSearchIndex } from '@/modules/boards/search-index'

const payload = await getPayload({ config })
const started = Date.now()
const db = rawDbOf(payload)
await inWriteTurn(payload, () => rebuildSearchIndex(db))
payload.logger.info(`search index rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(0)
