// Browser code without React or 'use client': the React forms (Q&A, unsubscribe) and the site's own script
// (src/enhance/subscribe-form.ts, bundled by esbuild) share this one implementation of the request and its refusal.

/** What a form shows after the API refused a submission: the message and the message of each field. */
export type Refusal = { status: number; message: string; fieldErrors: Record<string, string> }

const fallback = '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.'

/**
 * Sends a form's values to one of our `/api/v1` endpoints as JSON. Resolves to the parsed body on success, or to
 * the Korean refusal (`{error: {message, details}}`) the endpoint answered with; a network failure is a refusal too.
 */
export async function submitJson<T>(
  url: string,
  body: Record<string, unknown>,
  method = 'POST',
): Promise<{ ok: true; data: T } | ({ ok: false } & Refusal)> {
  let response: Response
  try {
    response = await fetch(url, {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return { ok: false, status: 0, message: '네트워크 연결을 확인한 뒤 다시 시도해 주세요.', fieldErrors: {} }
  }
  const json = (await response.json().catch(() => null)) as {
    error?: { message?: string; details?: { path: string; message: string }[] }
  } | null
  if (response.ok) return { ok: true, data: json as T }
  const fieldErrors: Record<string, string> = {}
  for (const detail of json?.error?.details ?? []) fieldErrors[detail.path] ??= detail.message
  return { ok: false, status: response.status, message: json?.error?.message ?? fallback, fieldErrors }
}

/** A text field of a form, '' when absent. */
export const formText = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
