'use client'

import { useStepNav } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useState } from 'react'
import { koreanAdminDateTime, versionApiPath } from '@/modules/time/korea'

/**
 * Admin provider that puts the version view's last breadcrumb (the version's date) in Korean time. Payload 3.90
 * formats that one date on the server (views/Version/index.js, `formatDate` without a zone), where the host runs in
 * UTC, so it read 18:16 while the list beside it read 03:16; `admin.timezones` only reaches date fields that opt in.
 * The browser test tests/e2e/admin-reports-time.spec.ts compares the breadcrumb with the list and fails if Payload
 * changes how the breadcrumb is built.
 */
export function VersionDateFix({ children }: { children?: ReactNode }) {
  const pathname = usePathname()
  const { stepNav, setStepNav } = useStepNav()
  const [label, setLabel] = useState<{ path: string; text: string } | null>(null)
  const apiPath = versionApiPath(pathname ?? '')

  useEffect(() => {
    if (!apiPath) return
    let cancelled = false
    fetch(`${apiPath}?depth=0`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((doc: { updatedAt?: string } | null) => {
        const text = koreanAdminDateTime(doc?.updatedAt)
        if (!cancelled && text) setLabel({ path: apiPath, text })
      })
      .catch(() => {})
    return () => {
      cancelled = true
    }
  }, [apiPath])

  useEffect(() => {
    const last = stepNav.at(-1)
    if (!apiPath || label?.path !== apiPath || !last) return
    // Only the version's own, link-less step; set once, so the new stepNav does not come back here with work.
    if (last.url || last.label === label.text) return
    setStepNav([...stepNav.slice(0, -1), { ...last, label: label.text }])
  }, [apiPath, label, stepNav, setStepNav])

  return <>{children}</>
}
