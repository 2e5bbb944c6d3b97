/**
 * The order of a board's posts wherever they are listed: the newest date first and, among posts of the same date,
 * the one written last first. Dates tie often (the admin's picker sets them to the half hour, and backfilled records
 * share a day); without the id, PostgreSQL may return tied posts in any order, so one post could show on two pages
 * and another on none, and previous/next could skip a post. The search index orders the same way (search-index.ts).
 */
export const newestFirst = ['-publishedAt', '-id']
/** The same order reversed: the next newer post comes first. */
export const oldestFirst = ['publishedAt', 'id']
