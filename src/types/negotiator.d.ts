// negotiator ships no types; the one call the page cache makes (src/lib/response-cache.ts).
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> })
    /** The languages of Accept-Language, most preferred first. */
    languages(available?: string[]): string[]
  }
}
