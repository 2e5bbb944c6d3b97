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

/**
 * Gives the pages of an installed site the English versions written since it was seeded: seedSitePages skips a
 * page that exists, so without this step such a site would keep showing Korean with a notice. Only a page whose
 * English is still empty (no English title, in its published version nor in a newer draft) is written: English that
 * staff wrote is never replaced, and a second run finds nothing left to do. A page with an unpublished draft gets the
 * English in that draft, so the step neither publishes nor discards what staff are still working on.
 */
export async function seedMissingEnglishPages(payload: Payload): Promise<void> {
  const context = { disableRevalidate: true }
  for (const english of englishPages) {
    const query = {
      collection: 'pages' as const,
      where: { path: { equals: english.path } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      draft: true,
    }
    const latest = (await payload.find({ ...query, locale: 'en', fallbackLocale: false })).docs[0]
    if (!latest || latest.title) continue
    const pending = latest._status === 'draft'
    await payload.update({
      collection: 'pages',
      id: latest.id,
      locale: 'en',
      overrideAccess: true,
      context,
      draft: pending,
      data: { _status: pending ? 'draft' : 'published', ...content(english) },
    })
  }
}
