'use client'
import type {} from 'altcha/types/react'
import { useEffect } from 'react'

/**
 * ALTCHA proof of work, served from our own bundle (the widget script, its Korean strings and the challenge
 * endpoint are all local). The widget puts its result in a hidden input named `altcha`.
 */
export function CaptchaWidget() {
  useEffect(() => {
    void import('altcha').then(() => import('altcha/i18n/ko'))
  }, [])
  return (
    <altcha-widget
      challenge="/api/captcha/challenge"
      name="altcha"
      language="ko"
      configuration={JSON.stringify({ hideLogo: true, hideFooter: true })}
      suppressHydrationWarning
    />
  )
}
