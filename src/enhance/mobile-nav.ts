import { claim } from './hooks'

/**
 * The phone and tablet menu of src/components/layout/mobile-nav.tsx: the menu button opens the full-screen panel
 * and moves focus to its close button; Tab and Shift+Tab go round inside the panel (a modal dialog); the close
 * button and Esc close it and return focus to the menu button; the page behind does not scroll while it is open.
 * Each section's button folds its group of links, one open at a time.
 */
export function enhanceMobileNav(root: Document): void {
  for (const container of claim(root, 'mobile-nav')) attach(container)
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]'

/** What the panel can focus now: links inside a folded group are skipped, as the browser's own Tab does. */
function focusablesIn(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(focusable)].filter((element) => !element.closest('[hidden]'))
}

function attach(container: HTMLElement): void {
  const doc = container.ownerDocument
  const view = doc.defaultView
  const toggle = container.querySelector<HTMLButtonElement>('[data-mobile-nav="open"]')
  const panel = doc.getElementById(toggle?.getAttribute('aria-controls') ?? '')
  const close = panel?.querySelector<HTMLButtonElement>('[data-mobile-nav="close"]')
  if (!toggle || !close || !panel) return

  const scrollLock = pageScrollLock(doc)

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      setOpen(false)
    } else if (event.key === 'Tab') {
      const items = focusablesIn(panel)
      const first = items[0]
      const last = items[items.length - 1]
      const active = doc.activeElement
      if (!first || !last) return
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
  }
  // The menu belongs to the phone layout: widening the window past it (a tablet turned sideways) closes it, so the
  // page is not left locked behind a panel the desktop layout hides.
  const onResize = () => {
    if (toggle.getClientRects().length === 0) setOpen(false, false)
  }
  function setOpen(open: boolean, returnFocus = true) {
    if (!toggle || !close || !panel || panel.hidden === !open) return
    panel.hidden = !open
    toggle.setAttribute('aria-expanded', String(open))
    if (open) {
      scrollLock.lock()
      doc.addEventListener('keydown', onKey)
      view?.addEventListener('resize', onResize)
      close.focus()
    } else {
      scrollLock.unlock()
      doc.removeEventListener('keydown', onKey)
      view?.removeEventListener('resize', onResize)
      if (returnFocus) toggle.focus()
    }
  }
  toggle.addEventListener('click', () => setOpen(true))
  close.addEventListener('click', () => setOpen(false))

  const groups = [...panel.querySelectorAll<HTMLButtonElement>('[data-mobile-nav="group"]')]
  for (const group of groups) {
    group.addEventListener('click', () => {
      const opening = group.getAttribute('aria-expanded') !== 'true'
      for (const other of groups) {
        const expanded = other === group && opening
        other.setAttribute('aria-expanded', String(expanded))
        const list = doc.getElementById(other.getAttribute('aria-controls') ?? '')
        if (list) list.hidden = !expanded
      }
    })
  }
}

/**
 * Keeps the page behind a full-screen panel still. `overflow: hidden` alone leaves the document scrollable by touch
 * on iOS and by script everywhere, so the body is pinned in place (`position: fixed` at the current offset) and put
 * back where it was on unlock.
 */
export function pageScrollLock(doc: Document) {
  const body = doc.body
  const view = doc.defaultView
  let offset = 0
  return {
    lock() {
      offset = view?.scrollY ?? 0
      Object.assign(body.style, { position: 'fixed', top: `-${offset}px`, left: '0', right: '0', overflow: 'hidden' })
      doc.documentElement.style.overflow = 'hidden'
    },
    unlock() {
      Object.assign(body.style, { position: '', top: '', left: '', right: '', overflow: '' })
      doc.documentElement.style.overflow = ''
      view?.scrollTo(0, offset)
    },
  }
}
