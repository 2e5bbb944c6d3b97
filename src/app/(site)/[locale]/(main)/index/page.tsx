import { ArrowRight, MessageCircleQuestion, Phone } from 'lucide-react'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { CardIcon } from '@/components/cms/card-icon'
import { SiteRichText } from '@/components/cms/site-rich-text'
import { businessAreas } from '@/components/home/business-areas'
import { HeroSlider } from '@/components/home/hero-slider'
import { type LayerPopup, PopupLayer } from '@/components/home/popup-layer'
import { routeLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { deviceFromUserAgent } from '@/lib/device'
import { activeSlides } from '@/modules/home/banners'
import { type LatestPost, latestPosts } from '@/modules/home/latest-posts'
import { activePopups } from '@/modules/home/popups'
import { siteLinkHref } from '@/modules/site/link-href'
import { absoluteUrl, pageMetadata } from '@/modules/site/metadata'
import { getSiteIdentity } from '@/modules/site/settings'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  return pageMetadata({ locale, path: '/index', title: locale === 'en' ? 'Home' : '메인' })
}

export default async function HomePage({ params }: Props) {
  const locale = await routeLocale(params)
  setRequestLocale(locale)
  const device = deviceFromUserAgent((await headers()).get('user-agent'))
  const [site, t, slides, popups, notices, newsletters, performance] = await Promise.all([
    getSiteIdentity(),
    getTranslations({ locale, namespace: 'site' }),
    activeSlides(locale),
    activePopups(locale, device),
    latestPosts([1], 5, locale),
    latestPosts([4], 5, locale),
    latestPosts([5, 6, 7], 3, locale),
  ])
  const name = locale === 'en' ? site.siteNameEn : site.siteName
  const path = (p: string) => localizedPath(locale, p)

  const organisation = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.siteName,
    alternateName: site.siteNameEn,
    url: absoluteUrl(path('/index')),
    logo: absoluteUrl('/icon.svg'),
    email: site.email || undefined,
    telephone: site.phone || undefined,
    faxNumber: site.fax || undefined,
    address: site.address
      ? {
          '@type': 'PostalAddress',
          streetAddress: site.address,
          postalCode: site.postalCode || undefined,
          addressCountry: 'KR',
        }
      : undefined,
    sameAs: site.sns.map((s) => s.url),
  }

  const layerPopups: LayerPopup[] = popups.map((p) => {
    const image = typeof p.image === 'object' && p.image?.url ? p.image : null
    return {
      id: p.id,
      type: p.type,
      title: p.title,
      body: p.content ? <SiteRichText data={p.content} disableContainer /> : null,
      image: image
        ? { url: image.url ?? '', alt: image.alt, width: image.width ?? 400, height: image.height ?? 300 }
        : null,
      href: siteLinkHref(locale, p.link),
      x: p.positionX ?? 40,
      y: p.positionY ?? 120,
      width: p.width ?? 400,
      height: p.height ?? 480,
      hideForHours: p.hideForHours ?? 24,
      windowHref: path(`/popup/window/${p.id}`),
    }
  })

  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own settings; '<' is escaped
        dangerouslySetInnerHTML={{ __html: JSON.stringify(organisation).replace(/</g, '\\u003c') }}
      />
      <h1 className="sr-only">{name}</h1>
      {slides.length ? (
        <HeroSlider
          preferMobile={device.isMobile}
          slides={slides.map((s) => ({ ...s, href: siteLinkHref(locale, s.link) }))}
          labels={{
            region: t('home.sliderLabel'),
            pause: t('home.pause'),
            play: t('home.play'),
            prev: t('home.prev'),
            next: t('home.next'),
            more: t('home.more'),
            slideOf: t('home.slideOf', { index: '{{index}}', total: '{{slidesLength}}' }),
          }}
        />
      ) : (
        <section className="bg-gradient-to-br from-brand-900 to-brand-700 px-5 py-24 text-white">
          <div className="mx-auto max-w-7xl">
            <p className="max-w-3xl font-bold text-4xl leading-tight lg:text-5xl">
              {locale === 'en' ? t('siteDescription') : site.description || name}
            </p>
          </div>
        </section>
      )}

      <section aria-labelledby="business-title" className="mx-auto max-w-7xl px-5 py-16 lg:px-6 lg:py-20">
        <h2 id="business-title" className="font-bold text-3xl text-ink tracking-tight">
          {t('home.businessTitle')}
        </h2>
        <p className="mt-3 text-lg text-muted">{t('home.businessLead')}</p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {businessAreas.map((area) => (
            <li key={area.path}>
              <a
                href={path(area.path)}
                className="group flex h-full items-start gap-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-brand-700 group-hover:text-white">
                  <CardIcon name={area.icon} className="size-6" />
                </span>
                <span>
                  <span className="flex items-center gap-1 font-bold text-ink text-lg">
                    {area[locale][0]}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 text-brand-600 opacity-0 transition group-hover:opacity-100"
                    />
                  </span>
                  <span className="mt-1 block text-[15px] text-muted leading-6">{area[locale][1]}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <div className="bg-gray-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-5 py-16 lg:grid-cols-2 lg:px-6">
          <PostList
            title={t('home.notices')}
            href={path('/media/media01')}
            posts={notices}
            t={t}
            titleId="notices-title"
          />
          <PostList
            title={t('home.newsletters')}
            href={path('/media/media03')}
            posts={newsletters}
            t={t}
            titleId="newsletters-title"
          />
        </div>
      </div>

      <section aria-labelledby="performance-title" className="mx-auto max-w-7xl px-5 py-16 lg:px-6 lg:py-20">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="performance-title" className="font-bold text-3xl text-ink tracking-tight">
              {t('home.performance')}
            </h2>
            <p className="mt-3 text-lg text-muted">{t('home.performanceLead')}</p>
          </div>
          <a
            href={path('/performance/performance')}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            {t('home.viewAll')}
            <span className="sr-only">: {t('home.performance')}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </div>
        {performance.length ? (
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {performance.map((post) => (
              <li key={`${post.boardSeq}-${post.id}`}>
                <a
                  href={post.href}
                  className="flex h-full flex-col rounded-2xl border border-gray-200 p-6 hover:border-brand-500 hover:shadow-md"
                >
                  <span className="w-fit rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 text-xs">
                    {{
                      5: locale === 'en' ? 'Certification' : '인증·평가',
                      6: locale === 'en' ? 'Engineering' : '엔지니어링',
                      7: 'R&D',
                    }[post.boardSeq] ?? ''}
                  </span>
                  <span className="mt-3 font-bold text-ink text-lg leading-7">{post.title}</span>
                  {post.publishedAt ? (
                    <PostDate value={post.publishedAt} className="mt-auto pt-4 text-muted text-sm" />
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {[
              ['/performance/performance01', locale === 'en' ? 'Certification & evaluation' : '인증·평가'],
              ['/performance/performance02', locale === 'en' ? 'Engineering' : '엔지니어링'],
              ['/performance/performance03', 'R&D'],
            ].map(([href, label]) => (
              <li key={href}>
                <a
                  href={path(href ?? '')}
                  className="flex items-center justify-between rounded-2xl border border-gray-200 p-6 font-bold text-ink text-lg hover:border-brand-500"
                >
                  {label}
                  <ArrowRight aria-hidden="true" className="size-5 text-brand-600" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="contact-title" className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-5 py-12 lg:flex-row lg:items-center lg:justify-between lg:px-6">
          <div>
            <h2 id="contact-title" className="font-bold text-2xl">
              {t('home.contactTitle')}
            </h2>
            <p className="mt-2 max-w-2xl text-brand-50">{t('home.contactLead')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <a
              href={path('/media/media02')}
              className="inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
            >
              <MessageCircleQuestion aria-hidden="true" className="size-5" />
              {t('home.askQuestion')}
            </a>
            {site.phone ? (
              <a
                href={`tel:${site.phone.replace(/[^0-9+]/g, '')}`}
                className="inline-flex items-center gap-2 rounded-full border border-white/70 px-6 py-3 font-semibold hover:bg-white/10"
              >
                <Phone aria-hidden="true" className="size-5" />
                {site.phone}
              </a>
            ) : null}
          </div>
        </div>
      </section>

      {layerPopups.length ? (
        <PopupLayer
          popups={layerPopups}
          labels={{
            region: t('popup.region'),
            close: t('popup.close'),
            more: t('popup.more'),
            hideFor: Object.fromEntries(
              layerPopups.map((p) => [String(p.id), t('popup.hideFor', { hours: p.hideForHours })]),
            ),
          }}
        />
      ) : null}
    </>
  )
}

function PostDate({ value, className }: { value: string; className?: string }) {
  const date = new Date(value)
  return (
    <time dateTime={date.toISOString()} className={className}>
      {date.toLocaleDateString('en-CA', { timeZone: 'Asia/Seoul' })}
    </time>
  )
}

function PostList({
  title,
  titleId,
  href,
  posts,
  t,
}: {
  title: string
  titleId: string
  href: string
  posts: LatestPost[]
  t: Awaited<ReturnType<typeof getTranslations<'site'>>>
}) {
  return (
    <section aria-labelledby={titleId} className="min-w-0">
      <div className="flex items-center justify-between border-brand-800 border-b-2 pb-3">
        <h2 id={titleId} className="font-bold text-2xl text-ink">
          {title}
        </h2>
        <a href={href} className="inline-flex items-center gap-1 font-semibold text-brand-700 text-sm hover:underline">
          {t('home.viewAll')}
          <span className="sr-only">: {title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
      {posts.length ? (
        <ul className="divide-y divide-gray-200">
          {posts.map((post) => (
            <li key={post.id}>
              <a href={post.href} className="flex items-center gap-3 py-3.5 hover:text-brand-700">
                {post.isNotice ? (
                  <span className="shrink-0 rounded bg-brand-700 px-2 py-0.5 font-semibold text-white text-xs">
                    {t('home.pinned')}
                  </span>
                ) : null}
                <span className="min-w-0 flex-1 truncate text-[15px] text-ink">{post.title}</span>
                {post.publishedAt ? (
                  <PostDate value={post.publishedAt} className="shrink-0 text-muted text-sm" />
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="py-8 text-center text-muted">{t('home.noPosts')}</p>
      )}
    </section>
  )
}
