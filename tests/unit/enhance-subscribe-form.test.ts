// @vitest-environment happy-dom
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SubscribeForm } from '@/components/newsletter/subscribe-form'
import { enhanceSubscribeForms } from '@/enhance/subscribe-form'
import { newsletterMessages } from '@/modules/newsletter/messages'

/** The footer's and the newsletter page's forms, on one page as the server sends them. */
function renderForms() {
  const footer = renderToStaticMarkup(createElement(SubscribeForm, { compact: true, idPrefix: 'footer-subscribe' }))
  const page = renderToStaticMarkup(createElement(SubscribeForm, { idPrefix: 'page-subscribe' }))
  document.body.innerHTML = `<main>${page}</main><footer>${footer}</footer>`
}

/** A form by its accessible name, as the browser tests find it. */
const form = (name: string) => document.querySelector<HTMLFormElement>(`form[aria-label="${name}"]`) as HTMLFormElement
const pageForm = () => form('뉴스레터 구독 신청')
/** A control by its label's text, the way a visitor (and getByLabel) finds it. */
const byLabel = (within: Element, text: string) => {
  const label = [...within.querySelectorAll('label')].find((l) => l.textContent?.includes(text)) as HTMLLabelElement
  return document.getElementById(label.htmlFor) as HTMLInputElement
}
const button = (within: Element) => within.querySelector('button') as HTMLButtonElement
const status = (within: Element) => within.querySelector('p[tabindex="-1"]') as HTMLElement
/** The message tied to a field by aria-describedby, if any. */
const describedBy = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const refusal = (details: { path: string; message: string }[]) =>
  json(400, { error: { code: 'VALIDATION', message: newsletterMessages.rejected, details } })
const accepted = () => json(202, { ok: true, message: newsletterMessages.accepted })

function stubFetch(...answers: (() => Response | Promise<Response>)[]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = answers.shift()
    if (!next) throw new Error('unexpected request')
    return next()
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('SubscribeForm as the server renders it', () => {
  it('gives each form on the page its own field ids, tied to their labels', () => {
    renderForms()
    const footer = form('뉴스레터 빠른 구독')
    expect(byLabel(pageForm(), '이메일 (필수)').id).toBe('page-subscribe-email')
    expect(byLabel(footer, '이메일 (필수)').id).toBe('footer-subscribe-email')
    expect(byLabel(footer, '이메일 (필수)').placeholder).toBe('이메일 주소')
    expect(byLabel(pageForm(), '개인정보 수집·이용에 동의합니다').type).toBe('checkbox')
    expect(new Set([...document.querySelectorAll('[id]')].map((el) => el.id)).size).toBe(
      document.querySelectorAll('[id]').length,
    )
  })

  it('starts with no answer and no error, and posts to the endpoint that reads form posts without the script', () => {
    renderForms()
    const f = pageForm()
    expect(f.getAttribute('method')).toBe('post')
    expect(f.getAttribute('action')).toBe('/api/v1/subscribers')
    expect(f.getAttribute('data-enhance')).toBe('subscribe-form')
    expect(button(f).textContent).toBe('구독 신청')
    expect(status(f).getAttribute('role')).toBe('alert')
    expect(status(f).className).toBe('sr-only')
    expect(status(f).textContent).toBe('')
    expect(f.querySelector('[aria-invalid]')).toBeNull()
  })
})

describe('enhanceSubscribeForms', () => {
  it('does nothing on a page without the form', () => {
    document.body.innerHTML = '<main><h1>소개</h1></main>'
    expect(() => enhanceSubscribeForms(document)).not.toThrow()
  })

  it('sends the fields as JSON instead of the native post', async () => {
    renderForms()
    enhanceSubscribeForms(document)
    const fetch = stubFetch(accepted)
    const f = pageForm()
    byLabel(f, '이메일 (필수)').value = 'reader@example.com'
    byLabel(f, '이름 (선택)').value = '박구독'
    byLabel(f, '개인정보 수집·이용에 동의합니다').checked = true
    const submit = new Event('submit', { cancelable: true })
    f.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(status(f).textContent).toBe(newsletterMessages.accepted))
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/v1/subscribers')
    expect(init.method).toBe('POST')
    expect(init.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      // The page's language (<html lang>), so the refusal is in it.
      'Accept-Language': 'ko',
    })
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'reader@example.com',
      name: '박구독',
      consent: true,
      website: '',
    })
  })

  it('shows a refusal under the email field, marks it invalid, keeps the input and moves focus to it', async () => {
    renderForms()
    enhanceSubscribeForms(document)
    stubFetch(() => refusal([{ path: 'email', message: newsletterMessages.emailRequired }]))
    const f = pageForm()
    const email = byLabel(f, '이메일 (필수)')
    byLabel(f, '이름 (선택)').value = '박구독'
    button(f).click()

    await vi.waitFor(() => expect(describedBy(email)?.textContent).toBe('이메일을 입력해 주세요.'))
    const error = describedBy(email) as HTMLElement
    expect(error.id).toBe('page-subscribe-email-error')
    expect(error.className).toBe('mt-1 text-red-700 text-sm')
    expect(error.previousElementSibling).toBe(email)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(email)
    expect(status(f).getAttribute('role')).toBe('alert')
    expect(status(f).className).toBe('text-red-700')
    expect(status(f).textContent).toBe(newsletterMessages.rejected)
    expect(byLabel(f, '이름 (선택)').value).toBe('박구독')
    // The footer's form on the same page is untouched.
    expect(form('뉴스레터 빠른 구독').querySelector('[aria-invalid], .text-red-700')).toBeNull()
  })

  it('puts the consent error under the checkbox row, and focuses the first invalid field in form order', async () => {
    renderForms()
    enhanceSubscribeForms(document)
    stubFetch(() =>
      refusal([
        { path: 'consent', message: newsletterMessages.consentRequired },
        { path: 'name', message: newsletterMessages.nameTooLong },
      ]),
    )
    const f = pageForm()
    const consent = byLabel(f, '개인정보 수집·이용에 동의합니다')
    const name = byLabel(f, '이름 (선택)')
    button(f).click()
    await vi.waitFor(() => expect(describedBy(consent)?.textContent).toBe(newsletterMessages.consentRequired))
    const error = describedBy(consent) as HTMLElement
    expect(error.className).toBe('text-red-700 text-sm')
    expect(error.parentElement).toBe(f)
    expect(error.previousElementSibling).toBe(consent.parentElement)
    expect(describedBy(name)?.textContent).toBe(newsletterMessages.nameTooLong)
    expect(document.activeElement).toBe(name)
  })

  it('after a refusal, a sign-up that goes through clears the errors and the fields and shows the status', async () => {
    renderForms()
    enhanceSubscribeForms(document)
    stubFetch(() => refusal([{ path: 'consent', message: newsletterMessages.consentRequired }]), accepted)
    const f = pageForm()
    const email = byLabel(f, '이메일 (필수)')
    const consent = byLabel(f, '개인정보 수집·이용에 동의합니다')
    email.value = 'reader@example.com'
    button(f).click()
    await vi.waitFor(() => expect(consent.getAttribute('aria-invalid')).toBe('true'))
    expect(email.value).toBe('reader@example.com')

    consent.checked = true
    button(f).click()
    await vi.waitFor(() => expect(status(f).textContent).toBe(newsletterMessages.accepted))
    expect(status(f).getAttribute('role')).toBe('status')
    expect(status(f).className).toBe('text-brand-800')
    expect(document.activeElement).toBe(status(f))
    expect(email.value).toBe('')
    expect(consent.checked).toBe(false)
    expect(consent.hasAttribute('aria-invalid')).toBe(false)
    expect(consent.hasAttribute('aria-describedby')).toBe(false)
    expect(document.getElementById('page-subscribe-consent-error')).toBeNull()
  })

  it('sends one request while one is on its way, with the button disabled and saying so', async () => {
    renderForms()
    enhanceSubscribeForms(document)
    let answer: (response: Response) => void = () => undefined
    const fetch = stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve
        }),
    )
    const f = pageForm()
    byLabel(f, '이메일 (필수)').value = 'reader@example.com'
    button(f).click()
    expect(button(f).disabled).toBe(true)
    expect(button(f).textContent).toBe('신청 중…')
    // The disabled button stops clicks, not a submit from a script: those must be ignored too.
    f.requestSubmit()
    f.dispatchEvent(new Event('submit', { cancelable: true }))
    expect(fetch).toHaveBeenCalledTimes(1)

    answer(accepted())
    await vi.waitFor(() => expect(button(f).disabled).toBe(false))
    expect(button(f).textContent).toBe('구독 신청')
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('attaches once however often it runs, so one submit is one request', async () => {
    renderForms()
    enhanceSubscribeForms(document)
    enhanceSubscribeForms(document)
    const fetch = stubFetch(accepted)
    const footer = form('뉴스레터 빠른 구독')
    button(footer).click()
    await vi.waitFor(() => expect(status(footer).textContent).toBe(newsletterMessages.accepted))
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('shows the network failure when the request cannot be sent', async () => {
    renderForms()
    enhanceSubscribeForms(document)
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    const f = pageForm()
    button(f).click()
    await vi.waitFor(() => expect(status(f).textContent).toBe('네트워크 연결을 확인한 뒤 다시 시도해 주세요.'))
    expect(status(f).getAttribute('role')).toBe('alert')
    expect(document.activeElement).toBe(status(f))
  })

  it('speaks English on an English page: labels, consent, button and its waiting text, and the language it asks for', async () => {
    const markup = renderToStaticMarkup(createElement(SubscribeForm, { idPrefix: 'page-subscribe', locale: 'en' }))
    document.documentElement.lang = 'en'
    document.body.innerHTML = `<main>${markup}</main>`
    try {
      enhanceSubscribeForms(document)
      const f = form('Subscribe to the newsletter')
      expect(f.textContent).not.toMatch(/[\u3131-\uD79D]/)
      expect(f.textContent).toContain('Until you unsubscribe')
      let answer: (response: Response) => void = () => undefined
      const fetch = stubFetch(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve
          }),
      )
      byLabel(f, 'Email (required)').value = 'reader@example.com'
      byLabel(f, 'I agree').checked = true
      button(f).click()
      expect(button(f).textContent).toBe('Sending…')
      expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('accept-language')).toBe('en')
      answer(accepted())
      await vi.waitFor(() => expect(button(f).textContent).toBe('Subscribe'))
    } finally {
      document.documentElement.lang = 'ko'
    }
  })
})
