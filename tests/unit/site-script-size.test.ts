import { gzipSync } from 'node:zlib'
import { type BuildOptions, buildSync } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { enhanceOptions } from '../../scripts/enhance-bundle.mjs'

/**
 * The site's own browser script (src/enhance/) is all the JavaScript a visitor downloads. Its gzip size may not grow
 * past what the site shipped before the visitor-site round two (5,275 B gzip, 12,755 B raw at db3eacb): a feature that
 * needs script makes room for itself.
 */
const gzipBudget = 5_275

function bundle() {
  const result = buildSync({ ...(enhanceOptions('/tmp/unused') as BuildOptions), write: false })
  // The entry every page loads; chunks one page imports by itself (the register's filter) are not in it.
  const entry = Object.entries(result.metafile?.outputs ?? {}).find(([, meta]) => meta.entryPoint)?.[0]
  const code = result.outputFiles?.find(
    (file) => entry && file.path.endsWith(entry.split('/').pop() as string),
  )?.contents
  if (!code) throw new Error('esbuild wrote no script')
  // esbuild writes non-ASCII characters as \\u escapes; read them back to search the words.
  const text = Buffer.from(code)
    .toString('utf8')
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  const imports = (entry && result.metafile?.outputs[entry]?.imports) || []
  return { code, text, imports }
}

describe('the site script', () => {
  const { code, text, imports } = bundle()

  it('is one file for every page: what one page alone needs is imported there, never shared from a second file', () => {
    expect(imports.filter((i) => i.kind !== 'dynamic-import')).toEqual([])
    expect(imports.length).toBeGreaterThan(0)
  })

  it(`stays within ${gzipBudget} B gzip`, () => {
    const gzip = gzipSync(code, { level: 9 }).length
    console.log(`[site-script] ${code.length} B raw, ${gzip} B gzip (budget ${gzipBudget} B)`)
    expect(gzip).toBeLessThanOrEqual(gzipBudget)
  })

  it('carries only the words it writes into the page, not the texts the server renders', () => {
    // The subscription form's button texts are in it; its labels and consent texts are the server's.
    expect(text).toContain('신청 중…')
    for (const serverText of ['개인정보 수집·이용 안내', 'How we use your personal data', '뉴스레터 빠른 구독']) {
      expect(text).not.toContain(serverText)
    }
  })
})
