import { describe, expect, it } from 'vitest'
import { finishDocument, isDocumentWithoutRuntime } from '@/lib/client-runtime'

const none = '<meta name="site-runtime" content="none"/>'
const react = '<meta name="site-runtime" content="react"/>'
const nonce = 'nonce="abc=="'

/** A page as Next renders it: chunk scripts and hints in the head, flight data and the Turbopack start at the end. */
const page = (marks: string) =>
  [
    '<!DOCTYPE html><html lang="ko"><head><meta charSet="utf-8"/>',
    `<link rel="stylesheet" href="/_next/static/chunks/site.css" ${nonce} data-precedence="next"/>`,
    `<link rel="preload" as="script" fetchPriority="low" ${nonce} href="/_next/static/chunks/late.js"/>`,
    `<script src="/_next/static/chunks/main.js" async="" ${nonce}></script>`,
    marks,
    '<title>녹색기후기술원 :: 연혁</title>',
    `<script src="/_next/static/chunks/polyfills.js" noModule="" ${nonce}></script></head>`,
    '<body><main><h1>연혁</h1><p>본문 &lt;script&gt; 예시</p></main>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    `<script ${nonce} id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})</script>`,
    `<script src="/_next/static/chunks/late.js" ${nonce} async=""></script>`,
    `<script ${nonce}>(self.__next_f=self.__next_f||[]).push([0])</script>`,
    `<script ${nonce}>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>`,
    `<script type="module" src="/_next/static/enhance/site-ABC123.js" ${nonce}></script></body></html>`,
  ].join('')

describe('pages without client runtime', () => {
  it('lose every script of Next and its hints, and keep their content, styles, structured data and the site script', () => {
    const html = finishDocument(page(none))
    expect(html).not.toContain('/_next/static/chunks/main.js')
    expect(html).not.toContain('/_next/static/chunks/late.js')
    expect(html).not.toContain('polyfills.js')
    expect(html).not.toContain('__next_f')
    expect(html).not.toContain('TURBOPACK')
    expect(html).not.toContain('site-runtime')
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"')
    expect(html).toContain('<title>녹색기후기술원 :: 연혁</title>')
    expect(html).toContain('<p>본문 &lt;script&gt; 예시</p>')
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>')
    expect(html).toContain('<script type="module" src="/_next/static/enhance/site-ABC123.js"')
    expect(html.match(/<script/g)).toHaveLength(2)
  })

  it('are only those the layout marks and no page marks as needing React; other pages are left as Next rendered them', () => {
    expect(isDocumentWithoutRuntime(page(none))).toBe(true)
    expect(isDocumentWithoutRuntime(page(`${none}${react}`))).toBe(false)
    expect(isDocumentWithoutRuntime(page(`${react}${none}`))).toBe(false)
    expect(isDocumentWithoutRuntime(page(''))).toBe(false)
    for (const marks of [`${none}${react}`, '']) expect(finishDocument(page(marks))).toBe(page(marks))
  })
})
