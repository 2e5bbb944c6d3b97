import { claim } from './hooks'

/**
 * The phone and tablet menu of src/components/layout/mobile-nav.tsx: the menu button opens the full-height panel
 * and moves focus to its close button; the close button and Esc close it and return focus to the menu button; the
 * page behind does not scroll while it is open. Each section's button folds its group of links, one open at a time.
 */
export function enhanceMobileNav(root: Document): void {
  for (const container of claim(root, 'mobile-nav')) attach(container)
}

function attach(container: HTMLElement): void {
  const doc = container.ownerDocument
  const toggle = container.querySelector<HTMLButtonElement>('[data-mobile-nav="open"]')
  const close = container.querySelector<HTMLButtonElement>('[data-mobile-nav="close"]')
  const panel = doc.getElementById(toggle?.getAttribute('aria-controls') ?? '')
  if (!toggle || !close || !panel) return

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false)
  }
  function setOpen(open: boolean) {
    if (!toggle || !close || !panel || panel.hidden === !open) return
    panel.hidden = !open
    toggle.setAttribute('aria-expanded', String(open))
    doc.body.style.overflow = open ? 'hidden' : ''
    if (open) {
      doc.addEventListener('keydown', onKey)
      close.focus()
    } else {
      doc.removeEventListener('keydown', onKey)
      toggle.focus()
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
