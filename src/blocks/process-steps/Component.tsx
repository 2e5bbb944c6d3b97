import { BlockHeading, type BlockOf } from '@/components/cms/block-heading'
import { KeptText } from '@/components/layout/kept-text'
import type { Locale } from '@/i18n/locales'
import { showsPhaseBadges } from '@/modules/site/step-badges'

const phaseStyle: Record<string, string> = {
  apply: 'bg-gray-100 text-gray-800',
  preliminary: 'bg-sky-100 text-sky-900',
  main: 'bg-brand-100 text-brand-900',
  after: 'bg-amber-100 text-amber-900',
}
/** The badge of each phase, in the page's language (the phase is stored as its value, not as text). */
const phaseLabel: Record<string, Record<Locale, string>> = {
  apply: { ko: '신청', en: 'Application' },
  preliminary: { ko: '예비인증', en: 'Preliminary certification' },
  main: { ko: '본인증', en: 'Main certification' },
  after: { ko: '사후관리', en: 'Follow-up management' },
}

/** A numbered flow; on wide screens the steps read left to right. Phase badges on every step or on none. */
export function ProcessStepsBlockView({ block, locale }: { block: BlockOf<'processSteps'>; locale: Locale }) {
  const badges = showsPhaseBadges(block.steps ?? [])
  return (
    <section>
      {block.heading ? <BlockHeading>{block.heading}</BlockHeading> : null}
      {block.intro ? <p className="mb-6 text-muted leading-7">{block.intro}</p> : null}
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {(block.steps ?? []).map((step, i) => (
          <li key={step.id ?? i} className="relative rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {i + 1}
              </span>
              {badges && step.phase ? (
                <span className={`rounded-full px-2.5 py-0.5 font-semibold text-xs ${phaseStyle[step.phase] ?? ''}`}>
                  {phaseLabel[step.phase]?.[locale]}
                </span>
              ) : null}
            </div>
            <h3 className="mt-3 font-bold text-ink text-lg">
              <KeptText text={step.title} />
            </h3>
            {step.description ? (
              <p className="mt-1.5 text-[15px] text-muted leading-7">
                <KeptText text={step.description} />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
