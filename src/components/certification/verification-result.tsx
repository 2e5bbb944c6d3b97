import type { PublicCertificate } from '@/modules/certification/public-view'
import type { VerificationResult } from '@/modules/certification/verification-log'
import { type CertificationTexts, fill } from './texts'

type Props = {
  result: VerificationResult
  certificate?: PublicCertificate
  texts: CertificationTexts
  /** Where a 위·변조 신고 goes: the contacts page of the page's language. */
  reportHref: string
  /** The register's certificate pages in the page's language (`/en/certification/registry/view/`), for 재발급. */
  entryBase: string
}

const tone: Record<VerificationResult, string> = {
  valid: 'border-brand-700 bg-brand-50',
  expired: 'border-amber-700 bg-amber-50',
  revoked: 'border-red-700 bg-red-50',
  suspended: 'border-red-700 bg-red-50',
  reissued: 'border-amber-700 bg-amber-50',
  not_found: 'border-gray-500 bg-gray-50',
}

/** A certificate's public fields as label and value, in the order 진위확인 and the register show them. */
export function certificateRows(certificate: PublicCertificate, texts: CertificationTexts): [string, string][] {
  return [
    [texts.fields.number, certificate.number],
    [
      texts.fields.scheme,
      `${certificate.schemeLabel} (${texts.stage[certificate.stage as 'main'] ?? certificate.stage})`,
    ],
    ...(certificate.gradeLabel ? [[texts.fields.grade, certificate.gradeLabel] as [string, string]] : []),
    [texts.fields.buildingName, certificate.buildingName],
    [texts.fields.address, certificate.address],
    [texts.fields.use, certificate.use],
    ...(certificate.floorArea != null
      ? [[texts.fields.floorArea, `${certificate.floorArea.toLocaleString('ko-KR')} ㎡`] as [string, string]]
      : []),
    [texts.fields.issuedOn, certificate.issuedOn],
    ...(certificate.validUntil
      ? [[texts.fields.validUntil, fill(texts.until, { date: certificate.validUntil })] as [string, string]]
      : []),
    [texts.fields.status, certificate.statusLabel],
    ...(certificate.statusDate ? [[texts.fields.statusDate, certificate.statusDate] as [string, string]] : []),
  ]
}

/**
 * One verification's answer: the result in words (never only in colour), and on a hit the public fields as a
 * definition list. A miss says the one neutral sentence and where to report a forgery.
 */
export function VerificationResultView({ result, certificate, texts, reportHref, entryBase }: Props) {
  const rows = certificate ? certificateRows(certificate, texts) : []
  return (
    <section aria-labelledby="verify-result-heading" className={`mt-8 rounded border-l-4 p-5 ${tone[result]}`}>
      <h2 id="verify-result-heading" className="font-bold text-ink text-xl">
        {texts.results[result]}
      </h2>
      {certificate ? (
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-muted">{label}</dt>
              <dd className="break-keep text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-3 text-ink">
          {texts.notFoundHelp}{' '}
          <a href={reportHref} className="font-medium text-brand-700 underline underline-offset-2">
            {texts.report}
          </a>
        </p>
      )}
      {certificate?.replacedBy ? (
        <p className="mt-4 font-medium text-ink">
          <a
            href={`${entryBase}${encodeURIComponent(certificate.replacedBy)}`}
            className="text-brand-700 underline underline-offset-2"
          >
            {fill(texts.currentCertificate, { number: certificate.replacedBy })}
          </a>
        </p>
      ) : null}
    </section>
  )
}
