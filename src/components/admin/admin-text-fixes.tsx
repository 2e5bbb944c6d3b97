'use client'

import { type ReactNode, useEffect } from 'react'
import { applyAdminTextFixes, applyKoreanTexts } from '@/modules/admin/admin-text-fixes'

/**
 * Admin provider (`admin.components.providers`) that puts texts Payload builds in English order, format or language
 * into Korean: the lock notice's date (`2026.11.25 05:41`, not "Nov 25, 2026, 5:41 AM"), the sidebar toggle's
 * "메뉴 열기", paired particles ("게시글이(가)" → "게시글이") and the bulk upload's English toasts (see
 * src/modules/admin/admin-text-fixes.ts for why no translation or option reaches them). Dialogs and toasts open in
 * portals and texts change with the page, so it watches the page; only what changed is read again.
 */
export function AdminTextFixes({ children }: { children?: ReactNode }) {
  useEffect(() => {
    applyAdminTextFixes(document)
    applyKoreanTexts(document.body)
    // Writes happen only where a text is still Payload's, so the observer's own writes end the loop.
    const observer = new MutationObserver((records) => {
      applyAdminTextFixes(document)
      for (const record of records) {
        if (record.type === 'characterData') applyKoreanTexts(record.target)
        else for (const node of record.addedNodes) applyKoreanTexts(node)
      }
    })
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
