'use client'
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

type Check = { available: boolean; message: string } | null

/**
 * While a new account's id is typed, asks `GET /api/v1/users/checkId` whether it is free and says
 * so in a live region, so screen-reader users hear it too.
 */
export function UserIdCheck() {
  const { id } = useDocumentInfo()
  const userId = useFormFields(([fields]) => fields.username?.value) as string | undefined
  const [check, setCheck] = useState<Check>(null)

  useEffect(() => {
    if (id || !userId) {
      setCheck(null)
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/v1/users/checkId?userId=${encodeURIComponent(userId)}`, {
          credentials: 'same-origin',
          signal: controller.signal,
        })
        const body = await response.json()
        setCheck(response.ok ? body : { available: false, message: body?.error?.message ?? '확인하지 못했습니다.' })
      } catch {
        if (!controller.signal.aborted) setCheck(null)
      }
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [id, userId])

  if (id) return null
  return (
    <p
      aria-live="polite"
      className="account-id-check"
      data-available={check ? String(check.available) : undefined}
      style={{ margin: '0 0 1.5rem', fontWeight: 600, color: check?.available ? '#15683a' : '#b3261e' }}
    >
      {check?.message ?? ''}
    </p>
  )
}
