'use client'
import { FieldError, useDocumentInfo, useField, useFormProcessing } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'

/**
 * The refusals kept on screen, by document and field. Held outside the component: the edit view may mount the field's
 * Error component afresh when it merges the server's form state, and a refusal kept in component state would go
 * with it.
 */
const keptRefusals = new Map<string, string>()
/** How many Error components show each key now: a refusal outlives a remount, not the document's screen. */
const onScreen = new Map<string, number>()
const forgetAfterMs = 1000

/**
 * The error a save hook returned for this field, kept on screen until the next save starts. Payload's edit view asks
 * the server for the form's state again after any change to it, including the change that adds a refused save's
 * errors, and that state knows only field validators: an error found by a `beforeChange` hook (개인정보 확인, the
 * board's attachment rules) would be shown for a moment and then cleared, before staff could read what matched.
 */
export function KeptFieldError({ path }: { path: string }) {
  const { errorMessage, valid } = useField({ path })
  const processing = useFormProcessing()
  const { collectionSlug, globalSlug, id } = useDocumentInfo()
  const key = `${collectionSlug ?? globalSlug ?? ''}/${id ?? 'new'}/${path}`
  const wasProcessing = useRef(processing)
  const [, rerender] = useState(0)

  useEffect(() => {
    onScreen.set(key, (onScreen.get(key) ?? 0) + 1)
    return () => {
      onScreen.set(key, (onScreen.get(key) ?? 1) - 1)
      // Left for good (another document, another screen) unless a new Error component took the key meanwhile.
      setTimeout(() => {
        if (!onScreen.get(key)) keptRefusals.delete(key)
      }, forgetAfterMs)
    }
  }, [key])

  useEffect(() => {
    // Only a save that starts while this field is on screen clears the refusal: a remount mid-save does not.
    const started = processing && !wasProcessing.current
    wasProcessing.current = processing
    if (started) {
      if (keptRefusals.delete(key)) rerender((n) => n + 1)
      return
    }
    // Taken whenever the field shows an error, in whichever render the save's errors arrive.
    if (valid === false && errorMessage && keptRefusals.get(key) !== errorMessage) {
      keptRefusals.set(key, errorMessage)
      rerender((n) => n + 1)
    }
  }, [processing, valid, errorMessage, key])

  const kept = keptRefusals.get(key)
  return <FieldError path={path} message={kept} showError={Boolean(kept)} />
}
