'use client'

import { useEffect } from 'react'
import { isChunkLoadError, mayReload } from '@/lib/chunk-error'

const storageKey = (target: string) => `chunk-reload:${target}`

/** Loads `target` fully, unless it was already reloaded for a chunk error within the last minute. */
export function reloadForChunkError(target: string): boolean {
  try {
    const last = Number(sessionStorage.getItem(storageKey(target))) || null
    if (!mayReload(last, Date.now())) return false
    sessionStorage.setItem(storageKey(target), String(Date.now()))
  } catch {
    // Storage may be disabled; reload once anyway.
  }
  window.location.assign(target)
  return true
}

/**
 * Remembers where a client navigation is heading (the clicked same-origin link, or the pushed URL) and,
 * when a script chunk then fails to load, sends the browser there with a full page load.
 */
export function ChunkErrorRecovery() {
  useEffect(() => {
    let target = window.location.href
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (anchor && anchor.origin === window.location.origin) target = anchor.href
    }
    const originalPush = window.history.pushState.bind(window.history)
    window.history.pushState = (data, unused, url) => {
      if (url) target = new URL(String(url), window.location.href).href
      originalPush(data, unused, url)
    }
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error ?? event.message)) reloadForChunkError(target)
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadForChunkError(target)
    }
    document.addEventListener('click', onClick, true)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
      window.history.pushState = originalPush
    }
  }, [])
  return null
}
