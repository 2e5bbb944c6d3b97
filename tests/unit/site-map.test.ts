import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  allPages,
  breadcrumb,
  cmsPages,
  locate,
  menuSections,
  sitePathPattern,
  siteSections,
} from '@/modules/site/site-map'
import { koreanPages } from '@/seed/site-pages'

const appDir = path.resolve(import.meta.dirname, '../../src/app/(site)/[locale]/(main)')

describe('site map', () => {
  it('lists every public route of the spec', () => {
    const paths = allPages.map((p) => p.path)
    const required = [
      ...['about', 'ci', 'group', 'history', 'location'].map((p) => `company/${p}`),
      ...[1, 2, 3, 4, 5, 6, 7].map((n) => `certification/certification0${n}`),
      ...[1, 2, 3, 4, 5, 6].map((n) => `diagnosis/diagnosis0${n}`),
      'carbon/carbon03',
      'rnd/rnd01',
      'rnd/rnd02',
      'rnd/rnd04',
      'policy/policy01',
      'policy/policy02',
      'policy/policy03',
      'media/media01',
      'media/media02',
      'media/media03',
      'media/media04',
      'performance/performance',
      'performance/performance01',
      'performance/performance02',
      'performance/performance03',
    ]
    for (const route of required) expect(paths, route).toContain(route)
  })

  it('gives the topics without a spec route a page in the menu', () => {
    const labels = menuSections.flatMap((s) => s.pages.map((p) => p.label.ko)).join(' ')
    expect(labels).toContain('그린리모델링')
    expect(labels).toContain('탄소중립')
    expect(labels).toContain('배출권')
    expect(labels).toContain('신재생')
    expect(labels).toContain('에너지관리시스템')
  })

  it('has unique, well-formed paths with labels in both locales', () => {
    const paths = allPages.map((p) => p.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const page of allPages) {
      expect(page.path).toMatch(sitePathPattern)
      expect(page.label.ko.trim()).not.toBe('')
      expect(page.label.en.trim()).not.toBe('')
    }
  })

  it('has a route folder for every CMS page and every section layout', () => {
    for (const page of cmsPages) {
      expect(statSync(path.join(appDir, page.path, 'page.tsx')).isFile(), page.path).toBe(true)
    }
    for (const section of siteSections) {
      expect(readdirSync(path.join(appDir, section.key)), section.key).toContain('layout.tsx')
    }
  })

  it('has default content for every CMS page and none for pages it does not own', () => {
    expect(koreanPages.map((p) => p.path).sort()).toEqual(cmsPages.map((p) => p.path).sort())
  })

  it('locates board sub-pages under their board and builds the breadcrumb', () => {
    expect(locate('/media/media01/view/12')?.page.path).toBe('media/media01')
    expect(locate('performance/performance01/add-write')?.page.path).toBe('performance/performance01')
    expect(locate('performance/performance')?.page.path).toBe('performance/performance')
    expect(locate('nowhere/at-all')).toBeUndefined()
    expect(breadcrumb('certification/certification02', 'ko').map((c) => c.label)).toEqual([
      '홈',
      '인증업무',
      '제로에너지건축물(ZEB)',
    ])
    expect(breadcrumb('company/location', 'en').map((c) => c.label)).toEqual(['Home', 'About', 'Location'])
  })
})
