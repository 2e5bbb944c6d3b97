'use client'
import { FieldError, useField, useFormProcessing } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

/**
 * The error a save hook returned for this field, kept on screen until the next save starts. Payload's edit view asks
 * the server for the form's state again after any change to it, including the change that adds a refused save's
 * errors, and that state knows only field validators: an error found by a `beforeChange` hook (개인정보 확인, the
 * board's attachment rules) would be shown for a moment and then cleared, before staff could read what matched.
 */
export function KeptFieldError({ path }: { path: string }) {
  const { errorMessage, valid } = useField({ path })
  const processing = useFormProcessing()
  const [kept, setKept] = useState<string>()

  useEffect(() => {
    if (processing) setKept(undefined)
    else if (valid === false && errorMessage) setKept(errorMessage)
  }, [processing, valid, errorMessage])

  return <FieldError path={path} message={kept} showError={Boolean(kept)} />
}
