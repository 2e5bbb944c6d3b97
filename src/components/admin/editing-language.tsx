'use client'
import { useConfig, useDocumentInfo, useLocale } from '@payloadcms/ui'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react'
import {
  englishBannerText,
  englishOnlyQuestion,
  koreanIsEmpty,
  switchToKoreanText,
} from '@/modules/admin/editing-language'

const bannerStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
  width: '100%',
  boxSizing: 'border-box',
  margin: '0 0 1.5rem',
  padding: '0.875rem 1rem',
  border: '1px solid var(--theme-warning-500)',
  borderLeftWidth: '6px',
  borderRadius: '4px',
  background: 'var(--theme-warning-100)',
  color: 'var(--theme-text)',
  fontWeight: 600,
}

const dialogStyle: CSSProperties = {
  width: 'min(32rem, calc(100vw - 2rem))',
  padding: '1.5rem',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: '8px',
  background: 'var(--theme-elevation-0)',
  color: 'var(--theme-text)',
}

/** Payload's save buttons: 저장 (no drafts), 임시 저장 and 게시 (drafts), and 게시's "publish this locale only". */
const saveButtons = '#action-save, #action-save-draft, #publish-locale'

/**
 * Whether this document's Korean version is empty: a new document has none; a saved one is read in every locale
 * (latest draft included) and judged by the field its list shows. Null while unknown or when there is no such field.
 */
function useKoreanIsEmpty(active: boolean): boolean | null {
  const { id, collectionSlug } = useDocumentInfo()
  const { config, getEntityConfig } = useConfig()
  const [empty, setEmpty] = useState<boolean | null>(null)
  const titleField = collectionSlug ? getEntityConfig({ collectionSlug })?.admin?.useAsTitle : undefined
  useEffect(() => {
    if (!active || !collectionSlug || !titleField) return setEmpty(null)
    if (id === undefined || id === null) return setEmpty(true)
    const controller = new AbortController()
    fetch(`${config.routes.api}/${collectionSlug}/${id}?locale=all&depth=0&draft=true`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((doc: Record<string, unknown> | null) => setEmpty(doc ? koreanIsEmpty(doc[titleField]) : null))
      .catch(() => undefined)
    return () => controller.abort()
  }, [active, collectionSlug, id, titleField, config.routes.api])
  return empty
}

/**
 * The first thing on a localized document's form. In Korean (the default) it shows nothing. While the English
 * version is edited, a banner across the form says so and offers 한국어로 전환; and saving an English version
 * whose Korean one is empty asks first, once per visit of the form (docs/decisions/0037-editing-language.md).
 * The question catches the save buttons and Ctrl/⌘+S before Payload's own handlers, on the window's capture phase.
 */
export function EditingLanguage() {
  const locale = useLocale()
  const english = 'code' in locale && locale.code === 'en'
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const koreanEmpty = useKoreanIsEmpty(english)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const pending = useRef<HTMLElement | null>(null)
  const confirmed = useRef(false)
  const questionId = useId()

  useEffect(() => {
    confirmed.current = false
    if (!english || koreanEmpty !== true) return
    const ask = (event: Event, button: HTMLElement | null) => {
      event.preventDefault()
      event.stopPropagation()
      pending.current = button
      dialogRef.current?.showModal()
    }
    const onClick = (event: MouseEvent) => {
      if (confirmed.current) return
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>(saveButtons) : null
      if (button) ask(event, button)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (confirmed.current || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's') return
      ask(event, document.querySelector<HTMLElement>('#action-save-draft') ?? document.querySelector('#action-save'))
    }
    window.addEventListener('click', onClick, true)
    window.addEventListener('keydown', onKeyDown, true)
    return () => {
      window.removeEventListener('click', onClick, true)
      window.removeEventListener('keydown', onKeyDown, true)
    }
  }, [english, koreanEmpty])

  if (!english) return null

  const switchToKorean = () => {
    const next = new URLSearchParams(searchParams.toString())
    next.set('locale', 'ko')
    router.push(`${pathname}?${next.toString()}`)
  }

  const save = () => {
    confirmed.current = true
    dialogRef.current?.close()
    pending.current?.click()
  }

  return (
    <>
      <section aria-label="편집 언어" style={bannerStyle}>
        <p style={{ margin: 0 }} lang="ko">
          {englishBannerText}
        </p>
        <button
          type="button"
          className="btn btn--style-primary btn--size-small"
          style={{ margin: 0 }}
          onClick={switchToKorean}
        >
          {switchToKoreanText}
        </button>
      </section>
      <dialog ref={dialogRef} aria-modal="true" aria-labelledby={questionId} style={dialogStyle}>
        <p id={questionId} style={{ marginTop: 0, fontWeight: 600 }}>
          {englishOnlyQuestion}
        </p>
        <div style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-medium"
            style={{ margin: 0 }}
            onClick={() => dialogRef.current?.close()}
          >
            취소
          </button>
          <button
            type="button"
            className="btn btn--style-primary btn--size-medium"
            style={{ margin: 0 }}
            onClick={save}
          >
            저장
          </button>
        </div>
      </dialog>
    </>
  )
}
