'use client'

import { type ReactNode, useEffect } from 'react'
import { applyAdminTextFixes } from '@/modules/admin/admin-text-fixes'

/**
 * Admin provider (`admin.components.providers`) that puts two texts Payload builds in English order or format into
 * Korean: the lock notice's date (`2026.11.25 05:41`, not "Nov 25, 2026, 5:41 AM") and the sidebar toggle's
 * "메뉴 열기" (see src/modules/admin/admin-text-fixes.ts for why no translation or option reaches them). The lock
 * dialog opens in a portal and the toggle's label changes with the sidebar, so it watches the page for both.
 */
export function AdminTextFixes({ children }: { children?: ReactNode }) {
  useEffect(() => {
    applyAdminTextFixes(document)
    // Only text and the toggle's label: each change costs two small selector queries; writes happen only when a
    // text is still Payload's, so the observer's own writes end the loop.
    const observer = new MutationObserver(() => applyAdminTextFixes(document))
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
