import type { Payload } from 'payload'
import type { SeedPage } from './build'
import { carbonPages, rndPages } from './carbon-rnd'
import { certificationPages } from './certification'
import { companyPages } from './company'
import { diagnosisPages } from './diagnosis'
import { englishPages } from './english'
import { policyPages } from './policy'

export const koreanPages: SeedPage[] = [
  ...companyPages,
  ...certificationPages,
  ...diagnosisPages,
  ...carbonPages,
  ...rndPages,
  ...policyPages,
]

export { englishPages }

const content = (page: SeedPage) => ({
  title: page.title,
  summary: page.summary,
  hero: { lead: page.lead },
  layout: page.layout,
})

/**
 * Creates every CMS page that does not exist yet, published, with its English version where one is
 * written. A page already present (edited by staff, or created by an earlier run) is left untouched.
 */
export async function seedSitePages(payload: Payload): Promise<void> {
  const context = { disableRevalidate: true }
  for (const page of koreanPages) {
    const existing = await payload.find({
      collection: 'pages',
      where: { path: { equals: page.path } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      draft: true,
    })
    if (existing.docs.length) continue
    const created = await payload.create({
      collection: 'pages',
      locale: 'ko',
      overrideAccess: true,
      context,
      data: { path: page.path, _status: 'published', ...content(page) },
    })
    const english = englishPages.find((e) => e.path === page.path)
    if (english) {
      await payload.update({
        collection: 'pages',
        id: created.id,
        locale: 'en',
        overrideAccess: true,
        context,
        data: { _status: 'published', ...content(english) },
      })
    }
  }
}
