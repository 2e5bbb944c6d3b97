/** The orders the register offers (`-` for newest or largest first); the API and the page take these only. */
export const registerSorts = ['-issuedOn', 'issuedOn', '-validUntil', 'validUntil', 'number', 'buildingName'] as const
export type RegisterSort = (typeof registerSorts)[number]
