import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { sectionEntryPage, siteSections } from '@/modules/site/site-map'

// The locale middleware is next-intl's; here it only has to answer for the paths the section rule leaves alone.
vi.mock('next-intl/middleware', () => ({ default: () => () => new Response(null) }))

describe('sectionEntryPage', () => {
  it("leads every section's own address to its first menu page", () => {
    expect(sectionEntryPage('company')?.path).toBe('company/about')
    expect(sectionEntryPage('/media/')?.path).toBe('media/media01')
    expect(sectionEntryPage('policy')?.path).toBe('policy/policy01')
    for (const section of siteSections) expect(sectionEntryPage(section.key)?.path).toMatch(`${section.key}/`)
  })

  it('knows nothing of other paths', () => {
    expect(sectionEntryPage('company/about')).toBeUndefined()
    expect(sectionEntryPage('index')).toBeUndefined()
    expect(sectionEntryPage('')).toBeUndefined()
    expect(sectionEntryPage('nowhere')).toBeUndefined()
  })
})

describe('the proxy at a section root', () => {
  let proxy: typeof import('@/proxy').default
  beforeAll(async () => {
    proxy = (await import('@/proxy')).default
  })

  const locationOf = (url: string) => {
    const response = proxy(new NextRequest(url))
    return { status: response.status, location: response.headers.get('location') }
  }

  it.each([
    ['/company', '/company/about'],
    ['/certification', '/certification/certification01'],
    ['/diagnosis', `/${sectionEntryPage('diagnosis')?.path}`],
    ['/carbon', `/${sectionEntryPage('carbon')?.path}`],
    ['/rnd', `/${sectionEntryPage('rnd')?.path}`],
    ['/performance', `/${sectionEntryPage('performance')?.path}`],
    ['/media', '/media/media01'],
    ['/policy', '/policy/policy01'],
    ['/en/company', '/en/company/about'],
    ['/en/media', '/en/media/media01'],
  ])('sends %s to %s on the same host', (path, target) => {
    const { status, location } = locationOf(`https://green.example.kr${path}?from=menu`)
    expect(status).toBe(307)
    const url = new URL(location as string)
    expect(url.origin).toBe('https://green.example.kr')
    expect(url.pathname).toBe(target)
    expect(url.searchParams.get('from')).toBe('menu')
  })

  it('leaves pages inside a section alone', () => {
    const response = proxy(new NextRequest('https://green.example.kr/company/about'))
    expect(response.headers.get('location')).toBeNull()
  })
})
