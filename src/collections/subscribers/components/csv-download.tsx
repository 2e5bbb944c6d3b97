'use client'
import { useSearchParams } from 'next/navigation'
import { subscriberExportUrl } from '@/modules/newsletter/export-url'

/** "CSV 내려받기" above the subscriber list: the export of `/api/v1/subscribers/export` with the list's filter. */
export function SubscribersCsvDownload() {
  const params = useSearchParams()
  const href = subscriberExportUrl(new URLSearchParams(params.toString()))
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: '1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href={href} download>
        CSV 내려받기
      </a>
    </div>
  )
}
