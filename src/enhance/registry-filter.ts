// 인증 현황 (src/app/(site)/[locale]/(main)/certification/registry): the filter form and the page links answer in
// place. The page is fetched as any visitor would get it (usually from the page cache), its list swapped in, and the
// count's live region updated, so a screen reader hears "조건에 맞는 인증서 12건" without losing its place. Without
// this script the form and links are ordinary GET requests, and the page is the same.
// Imports nothing of the other modules: a module shared with the entry would become a chunk every page loads.

const partSelector = '[data-registry-part]'
const countSelector = '[data-registry-count]'

export function enhanceRegistry(root: Document): void {
  for (const page of root.querySelectorAll<HTMLElement>('[data-enhance="registry"]:not([data-enhanced])')) {
    page.setAttribute('data-enhanced', '')
    attach(page)
  }
}

/** The form's address as the server writes it: empty fields and the default order left out. */
function formUrl(form: HTMLFormElement): string {
  const params = new URLSearchParams()
  for (const [name, value] of new FormData(form)) {
    const text = String(value).trim()
    if (!text || (name === 'sort' && text === '-issuedOn')) continue
    params.append(name, text)
  }
  const query = params.toString()
  return query ? `${form.action.split('?')[0]}?${query}` : (form.action.split('?')[0] ?? form.action)
}

function attach(page: HTMLElement): void {
  const form = page.querySelector<HTMLFormElement>('form[data-registry-form]')
  const found = page.querySelector<HTMLElement>(countSelector)
  if (!form || !found) return
  const count: HTMLElement = found
  let latest = 0
  const withoutHash = (url: string) => url.split('#')[0] ?? url
  let shown = withoutHash(window.location.href)

  async function show(url: string, { push, focusCount }: { push: boolean; focusCount: boolean }) {
    const ticket = ++latest
    page.setAttribute('aria-busy', 'true')
    try {
      const response = await fetch(url, { headers: { accept: 'text/html' }, credentials: 'same-origin' })
      if (!response.ok) throw new Error(String(response.status))
      const next = new DOMParser().parseFromString(await response.text(), 'text/html')
      if (ticket !== latest) return
      const nextCount = next.querySelector(countSelector)
      if (!nextCount) throw new Error('no list')
      for (const part of page.querySelectorAll<HTMLElement>(partSelector)) {
        const replacement = next.querySelector(`[data-registry-part="${part.dataset.registryPart}"]`)
        if (replacement) part.innerHTML = replacement.innerHTML
      }
      // The live region stays the same element, so the change is announced.
      count.innerHTML = nextCount.innerHTML
      if (push) history.pushState({ registry: true }, '', response.url || url)
      shown = withoutHash(window.location.href)
      if (focusCount) count.focus()
    } catch {
      // Whatever went wrong, the ordinary request still works.
      window.location.assign(url)
    } finally {
      if (ticket === latest) page.removeAttribute('aria-busy')
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void show(formUrl(form), { push: true, focusCount: false })
  })
  page.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-registry-link]')
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return
    event.preventDefault()
    void show(link.href, { push: true, focusCount: true })
  })
  window.addEventListener('popstate', () => {
    // Back to another list: loaded whole, so the form shows the filters that made it too. A move within the page
    // (the skip link's `#main`) changes nothing.
    if (withoutHash(window.location.href) !== shown) window.location.reload()
  })
}
