/**
 * Record ids are positive integers on both databases. A path or query value that is not one is "not found" (or a
 * 400 on the API) before it reaches a query: PostgreSQL would fail on it, SQLite would quietly find nothing.
 */
export const recordIdPattern = /^[1-9]\d{0,11}$/

export const isRecordId = (value: unknown): value is string => typeof value === 'string' && recordIdPattern.test(value)
