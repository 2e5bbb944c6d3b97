import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { type RawDb, rawDbOf } from '@/lib/raw-sql'
import { inWriteTurn } from '@/lib/sqlite-write-lock'
import { storedAttachmentText } from '@/modules/search/attachment-text'
import { reindexPosts } from './search-index'

/**
 * Runs `write` on the request's transaction when it has one (SQLite then already holds the write turn, and the
 * grams commit or roll back with the post), otherwise as a raw write in turn.
 */
async function inRequestTransaction(req: PayloadRequest, write: (db: RawDb) => Promise<void>) {
  const sessions = (req.payload.db as unknown as { sessions?: Record<string, { db: RawDb }> }).sessions
  const id = req.transactionID ? await req.transactionID : undefined
  const session = id !== undefined ? sessions?.[String(id)]?.db : undefined
  if (session) await write(session)
  else await inWriteTurn(req.payload, () => write(rawDbOf(req.payload)))
}

/**
 * Keeps the search grams of a post in line with its row. The row is read back rather than taken from `doc`, because
 * a saved draft of a published post arrives here as `doc` while visitors (and search) still see the published row.
 */
export const searchIndexHooks: {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} = {
  afterChange: [
    async ({ doc, req }) => {
      await inRequestTransaction(req, (db) =>
        reindexPosts(db, [doc.id], { attachmentText: (file) => storedAttachmentText(file) }),
      )
      return doc
    },
  ],
  afterDelete: [
    async ({ doc, req }) => {
      // The row is gone, so reindexing removes its grams and adds none.
      await inRequestTransaction(req, (db) => reindexPosts(db, [doc.id]))
      return doc
    },
  ],
}
