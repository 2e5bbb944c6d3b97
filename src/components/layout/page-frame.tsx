import type React from 'react'
import { routeLocale } from '@/i18n/locales'
import { NeedsClientRuntime, WithoutClientRuntime } from './client-runtime-mark'
import { sectionBandProps } from './section-band-props'
import type { SectionBandViewProps } from './section-band-view'
import { siteFooterProps } from './site-footer-props'
import type { SiteFooterViewProps } from './site-footer-view'
import { siteHeaderProps } from './site-header-props'
import type { SiteHeaderViewProps } from './site-header-view'

/**
 * The views the public pages are framed with, either as server components or as client components (one choice per
 * route group: ./document-frame.ts and ./interactive-frame.ts).
 */
export type FrameViews = {
  SiteHeaderView: React.ComponentType<SiteHeaderViewProps>
  SiteFooterView: React.ComponentType<SiteFooterViewProps>
  SectionBandView: React.ComponentType<SectionBandViewProps>
}

type LayoutProps = { children: React.ReactNode; params: Promise<{ locale: string }> }

/**
 * The spec's header + footer layout: every public page except popup windows. `hydrates` says whether the pages it
 * frames keep Next's client runtime; without it they are documents (docs/decisions/0017).
 */
export function frameLayout(views: FrameViews, { hydrates }: { hydrates: boolean }) {
  const { SiteHeaderView, SiteFooterView } = views
  // biome-ignore lint/correctness/noComponentHookFactories: made once per layout file when its module loads, never during a render.
  return async function FrameLayout({ children, params }: LayoutProps) {
    const locale = await routeLocale(params)
    const [header, footer] = await Promise.all([siteHeaderProps(locale), siteFooterProps(locale)])
    return (
      <div className="flex min-h-screen flex-col">
        {hydrates ? <NeedsClientRuntime /> : <WithoutClientRuntime />}
        <SiteHeaderView {...header} />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooterView {...footer} />
      </div>
    )
  }
}

/**
 * The layout of a section's folder (a title band with the breadcrumb and the section's sub-navigation above the
 * page, which renders its own <h1>): `export default sectionLayout('carbon')`, one line per section.
 */
export function sectionLayoutWith(views: FrameViews, sectionKey: string) {
  const { SectionBandView } = views
  // biome-ignore lint/correctness/noComponentHookFactories: made once per section folder when its module loads, never during a render.
  return async function SectionLayout({ children, params }: LayoutProps) {
    const band = await sectionBandProps(sectionKey, await routeLocale(params))
    return (
      <>
        {band ? <SectionBandView {...band} /> : null}
        {children}
      </>
    )
  }
}
