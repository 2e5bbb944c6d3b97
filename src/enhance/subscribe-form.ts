// The newsletter sign-up forms (src/components/newsletter/subscribe-form.tsx): sends them as JSON instead of the
// native post, and shows the answer in the form, the way the React component did: the status paragraph, each
// field's error under it (tied with aria-invalid and aria-describedby), and focus on the first invalid field or on
// the status, so keyboard and screen-reader users land on what changed.
import {
  type SubscribeFieldName,
  subscribeButtonTexts,
  subscribeEndpoint,
  subscribeErrorBelowRow,
  subscribeErrorClass,
  subscribeErrorId,
  subscribeFields,
  subscribeFormHook,
  subscribeLocaleOf,
  subscribeStatusAttribute,
  subscribeStatusClass,
} from '@/components/newsletter/subscribe-form-markup'
import { formText, submitJson } from '@/lib/submit-json'
import { claim } from './hooks'

/** What the form shows after an answer: the message and, after a refusal, each field's message. */
type Answer = { ok: boolean; message: string | undefined; fieldErrors: Record<string, string> }

export function enhanceSubscribeForms(root: Document): void {
  for (const form of claim<HTMLFormElement>(root, subscribeFormHook)) attach(form)
}

function attach(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const buttonText = subscribeButtonTexts[subscribeLocaleOf(form.closest('[lang]')?.getAttribute('lang'))]
  // The disabled button alone does not stop a second submit: requestSubmit() or a dispatched event still fire one.
  let pending = false
  const setPending = (value: boolean) => {
    pending = value
    if (!button) return
    button.disabled = value
    button.textContent = value ? buttonText.pending : buttonText.idle
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (pending) return
    const data = new FormData(form)
    setPending(true)
    const result = await submitJson<{ message?: string }>(subscribeEndpoint, {
      email: formText(data, 'email'),
      name: formText(data, 'name'),
      consent: data.get('consent') === 'on',
      website: formText(data, 'website'),
    })
    setPending(false)
    // A refusal keeps what the visitor typed; only a sign-up that went through empties the form.
    if (result.ok) form.reset()
    show(
      form,
      result.ok
        ? { ok: true, message: result.data?.message, fieldErrors: {} }
        : { ok: false, message: result.message, fieldErrors: result.fieldErrors },
    )
  })
}

/** Replaces the previous answer with `answer`, then moves focus to the first invalid field, or to the status. */
function show(form: HTMLFormElement, answer: Answer): void {
  for (const name of subscribeFields) showFieldError(form, name, answer.fieldErrors[name])

  const status = form.querySelector<HTMLElement>(`[${subscribeStatusAttribute}]`)
  if (status) {
    status.setAttribute('role', answer.ok ? 'status' : 'alert')
    status.className = answer.message
      ? answer.ok
        ? subscribeStatusClass.ok
        : subscribeStatusClass.refused
      : subscribeStatusClass.empty
    status.textContent = answer.message ?? ''
  }

  const first = subscribeFields.find((name) => answer.fieldErrors[name])
  const target = first ? fieldOf(form, first) : status
  target?.focus()
}

/** Shows `message` under the field `name` (or removes the field's previous message when there is none). */
function showFieldError(form: HTMLFormElement, name: SubscribeFieldName, message: string | undefined): void {
  const field = fieldOf(form, name)
  if (!field) return
  const errorId = subscribeErrorId(field.id)
  form.ownerDocument.getElementById(errorId)?.remove()
  if (!message) {
    field.removeAttribute('aria-invalid')
    field.removeAttribute('aria-describedby')
    return
  }
  const error = form.ownerDocument.createElement('p')
  error.id = errorId
  error.className = subscribeErrorClass[name]
  error.textContent = message
  const anchor = (subscribeErrorBelowRow[name] && field.parentElement) || field
  anchor.after(error)
  field.setAttribute('aria-invalid', 'true')
  field.setAttribute('aria-describedby', errorId)
}

const fieldOf = (form: HTMLFormElement, name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)
