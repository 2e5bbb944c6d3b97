'use client'

import { useEffect } from 'react'
import { reloadForChunkError } from '@/components/layout/chunk-error-recovery'
import { isChunkLoadError } from '@/lib/chunk-error'

/** Last resort when even the layout failed: a self-contained Korean page (it replaces <html>). */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError(window.location.href)
  }, [error])
  return (
    <html lang="ko">
      <body style={{ fontFamily: 'sans-serif', margin: 0, color: '#1b1f23' }}>
        <main style={{ maxWidth: 640, margin: '0 auto', padding: '96px 16px', textAlign: 'center' }}>
          <p style={{ color: '#0f6135', fontWeight: 600 }}>500</p>
          <h1 style={{ fontSize: 28 }}>일시적인 오류가 발생했습니다</h1>
          <p style={{ color: '#4a5560', lineHeight: 1.7 }}>
            잠시 후 다시 시도해 주세요. 문제가 계속되면 현장 Q&amp;A로 알려 주세요.
          </p>
          {error.digest ? <p style={{ color: '#4a5560', fontSize: 14 }}>오류 번호: {error.digest}</p> : null}
          <p style={{ marginTop: 32 }}>
            <button
              type="button"
              onClick={reset}
              style={{
                padding: '12px 24px',
                background: '#0f6135',
                color: '#fff',
                border: 0,
                borderRadius: 6,
                fontWeight: 600,
              }}
            >
              다시 시도
            </button>{' '}
            <a href="/index" style={{ padding: '12px 24px', color: '#0f6135', fontWeight: 600 }}>
              홈으로
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
