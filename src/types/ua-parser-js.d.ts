// ua-parser-js 1.x ships no type declarations; this covers the part we use.
declare module 'ua-parser-js' {
  type Named = { name?: string; version?: string }
  export type UAResult = {
    ua: string
    browser: Named & { major?: string }
    engine: Named
    os: Named
    device: { model?: string; type?: string; vendor?: string }
    cpu: { architecture?: string }
  }
  export class UAParser {
    constructor(ua?: string)
    getResult(): UAResult
  }
}
