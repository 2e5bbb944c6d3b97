'use client'

import { useEffect } from 'react'
import { reloadForChunkError } from '@/components/layout/chunk-error-recovery'
import { isChunkLoadError } from '@/lib/chunk-error'

/**
 * A page that failed to render: a Korean message and a retry, never the error itself. A failed chunk
 * load is recovered by loading the page fully instead.
 */
export function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError(window.location.href)
  }, [error])
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p className="font-semibold text-brand-700 text-sm">500</p>
      <h1 className="mt-2 font-bold text-3xl">일시적인 오류가 발생했습니다</h1>
      <p className="mt-4 text-muted leading-7">
        요청하신 페이지를 표시하지 못했습니다. 잠시 후 다시 시도해 주세요. 문제가 계속되면 현장 Q&amp;A로 알려 주시면
        빠르게 확인하겠습니다.
      </p>
      {error.digest ? <p className="mt-2 text-muted text-sm">오류 번호: {error.digest}</p> : null}
      <div className="mt-8 flex justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          다시 시도
        </button>
        <a
          href="/index"
          className="rounded-md border border-gray-300 px-6 py-3 font-semibold text-ink hover:bg-gray-50"
        >
          홈으로
        </a>
      </div>
    </section>
  )
}
