import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { BarChart, CountTable } from '@/components/certification/registry-chart'
import { RegistryLinks } from '@/components/certification/registry-parts'
import { certificationTexts, fill } from '@/components/certification/texts'
import { primaryButtonClass } from '@/components/ui/button-styles'
import { routeLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { registryStatisticsPath } from '@/modules/certification/pages'
import { memoRegisterStatistics } from '@/modules/certification/register-statistics'
import { certificateSchemes, schemeOf } from '@/modules/certification/schemes'
import { pageMetadata } from '@/modules/site/metadata'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[]>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const texts = (await certificationTexts()).registry
  return pageMetadata({ locale, path: registryStatisticsPath, title: texts.statsTitle, description: texts.statsLead })
}

/** 인증 통계: published certificates by year, by scheme, and by grade within a chosen scheme; each chart with its table. */
export default async function RegistryStatisticsPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params)
  setRequestLocale(locale)
  const texts = (await certificationTexts()).registry
  const asked = (await searchParams).scheme
  const scheme = typeof asked === 'string' ? schemeOf(asked) : undefined
  const stats = await memoRegisterStatistics(await getPayloadClient(), { scheme: scheme?.value, language: locale })
  const action = localizedPath(locale, registryStatisticsPath)
  const countText = (count: number) => fill(texts.countValue, { count: count.toLocaleString('ko-KR') })
  const total = (rows: { count: number }[]) =>
    fill(texts.statsTotal, { total: rows.reduce((sum, row) => sum + row.count, 0).toLocaleString('ko-KR') })
  const years = stats.byYear.map((row) => ({ key: String(row.year), label: String(row.year), count: row.count }))
  const schemes = stats.byScheme.map((row) => ({ key: row.scheme, label: row.label, count: row.count }))
  const grades = stats.byGrade.map((row) => ({ key: row.grade, label: row.label, count: row.count }))
  const schemeName = scheme?.[locale] ?? ''
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 lg:px-6">
      <h1 className="font-bold text-3xl text-ink tracking-tight lg:text-4xl">{texts.statsTitle}</h1>
      <p className="mt-3 max-w-3xl break-keep text-lg text-muted">{texts.statsLead}</p>
      <RegistryLinks locale={locale} texts={texts} current="statistics" />
      <form action={action} method="get" className="mt-8 flex flex-wrap items-end gap-3">
        <div className="min-w-0">
          <label htmlFor="stats-scheme" className="mb-1 block font-medium text-ink text-sm">
            {texts.statsScheme}
          </label>
          <select
            id="stats-scheme"
            name="scheme"
            defaultValue={scheme?.value ?? ''}
            className="h-11 w-full min-w-0 rounded border border-gray-400 bg-white px-3 sm:w-72"
          >
            <option value="">{texts.allSchemes}</option>
            {certificateSchemes.map((s) => (
              <option key={s.value} value={s.value}>
                {s[locale]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryButtonClass}>
          {texts.statsShow}
        </button>
      </form>

      <section aria-labelledby="stats-years" className="mt-10">
        <h2 id="stats-years" className="font-bold text-2xl text-ink">
          {schemeName ? `${schemeName}: ${texts.byYear}` : texts.byYear}
        </h2>
        <BarChart rows={years} valueText={countText} />
        <CountTable
          caption={texts.byYear}
          header={texts.yearColumn}
          countHeader={texts.countColumn}
          rows={years}
          totalText={total(years)}
        />
      </section>

      {scheme ? (
        <section aria-labelledby="stats-grades" className="mt-12">
          <h2 id="stats-grades" className="font-bold text-2xl text-ink">
            {fill(texts.byGrade, { scheme: schemeName })}
          </h2>
          {grades.length === 0 ? (
            <p className="mt-4 text-muted">{texts.noGrades}</p>
          ) : (
            <>
              <BarChart rows={grades} valueText={countText} />
              <CountTable
                caption={fill(texts.byGrade, { scheme: schemeName })}
                header={texts.gradeColumn}
                countHeader={texts.countColumn}
                rows={grades}
                totalText={total(grades)}
              />
            </>
          )}
        </section>
      ) : (
        <section aria-labelledby="stats-schemes" className="mt-12">
          <h2 id="stats-schemes" className="font-bold text-2xl text-ink">
            {texts.byScheme}
          </h2>
          <BarChart rows={schemes} valueText={countText} />
          <CountTable
            caption={texts.byScheme}
            header={texts.schemeColumn}
            countHeader={texts.countColumn}
            rows={schemes}
            totalText={total(schemes)}
          />
          <p className="mt-4 text-muted">{texts.gradeHint}</p>
        </section>
      )}
    </div>
  )
}
