'use client'
import type {} from 'altcha/types/react'
import { useEffect } from 'react'
import { captchaWidgetKorean } from '@/modules/captcha/messages'

type AltchaTexts = {
  get: (language: string) => Record<string, string> | undefined
  set: (language: string, texts: Record<string, string>) => void
}

/** ALTCHA's Korean texts with the site's wording laid over them (the widget reads its texts from this store). */
function applySiteKorean() {
  const i18n = (globalThis as { $altcha?: { i18n?: AltchaTexts } }).$altcha?.i18n
  if (i18n) i18n.set('ko', { ...i18n.get('ko'), ...captchaWidgetKorean })
}

/**
 * ALTCHA proof of work, served from our own bundle (the widget script, its strings and the challenge endpoint are
 * all local). The widget puts its result in a hidden input named `altcha`. Its English strings are built in; the
 * Korean ones are loaded for the Korean site, in the site's wording.
 */
export function CaptchaWidget({ language }: { language: 'ko' | 'en' }) {
  useEffect(() => {
    void import('altcha').then(() => (language === 'ko' ? import('altcha/i18n/ko').then(applySiteKorean) : undefined))
  }, [language])
  return (
    <altcha-widget
      challenge="/api/captcha/challenge"
      name="altcha"
      language={language}
      configuration={JSON.stringify({ hideLogo: true, hideFooter: true })}
      suppressHydrationWarning
    />
  )
}
