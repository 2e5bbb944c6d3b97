'use client'
import type {} from 'altcha/types/react'
import { useEffect } from 'react'

/**
 * ALTCHA proof of work, served from our own bundle (the widget script, its strings and the challenge endpoint are
 * all local). The widget puts its result in a hidden input named `altcha`. Its English strings are built in; the
 * Korean ones are loaded for the Korean site.
 */
export function CaptchaWidget({ language }: { language: 'ko' | 'en' }) {
  useEffect(() => {
    void import('altcha').then(() => (language === 'ko' ? import('altcha/i18n/ko') : undefined))
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
