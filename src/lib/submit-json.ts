// Browser code without React or 'use client': the React forms (Q&A, unsubscribe) and the site's own script
// (src/enhance/subscribe-form.ts, bundled by esbuild) share this one implementation of the request and its refusal.

/** What a form shows after the API refused a submission: the message and the message of each field. */
export type Refusal = { status: number; message: string; fieldErrors: Record<string, string>; code?: string }

const fallbacks = {
  ko: {
    failed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    offline: '네트워크 연결을 확인한 뒤 다시 시도해 주세요.',
  },
  en: {
    failed: 'The request could not be processed. Please try again later.',
    offline: 'Please check your network connection and try again.',
  },
}

/**
 * The language of the page the form is on (`<html lang>`): the API answers in it, whatever the browser's own
 * preference, so the Korean site shows the spec's Korean messages and the English site English ones.
 */
const pageLanguage = (): 'ko' | 'en' =>
  typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : 'ko'

/**
 * Sends a form's values to one of our `/api/v1` endpoints as JSON (a `FormData` with a file goes as multipart). Resolves to the parsed body on success, or to
 * the refusal (`{error: {message, details}}`) the endpoint answered with, in the page's language; a network failure
 * is a refusal too.
 */
export async function submitJson<T>(
  url: string,
  body: Record<string, unknown> | FormData,
  method = 'POST',
): Promise<{ ok: true; data: T } | ({ ok: false } & Refusal)> {
  const language = pageLanguage()
  let response: Response
  try {
    const multipart = body instanceof FormData
    response = await fetch(url, {
      method,
      headers: {
        ...(multipart ? {} : { 'Content-Type': 'application/json' }),
        Accept: 'application/json',
        'Accept-Language': language,
      },
      body: multipart ? body : JSON.stringify(body),
    })
  } catch {
    return { ok: false, status: 0, message: fallbacks[language].offline, fieldErrors: {} }
  }
  const json = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string; details?: { path: string; message: string }[] }
  } | null
  if (response.ok) return { ok: true, data: json as T }
  const fieldErrors: Record<string, string> = {}
  for (const detail of json?.error?.details ?? []) fieldErrors[detail.path] ??= detail.message
  return {
    ok: false,
    status: response.status,
    message: json?.error?.message ?? fallbacks[language].failed,
    fieldErrors,
    ...(json?.error?.code ? { code: json.error.code } : {}),
  }
}

/** A text field of a form, '' when absent. */
export const formText = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
