import { claim } from './hooks'

/**
 * The desktop disclosure menu of src/components/layout/mega-menu.tsx (WAI-ARIA APG "disclosure navigation"):
 * one section open at a time; Enter/Space (the button's click), ↓ open, ↓/↑ move through the panel's links,
 * ←/→ move between sections, Esc closes and returns focus to the section's button; leaving the menu with focus,
 * the pointer or a click elsewhere closes it.
 */
export function enhanceMegaMenu(root: Document): void {
  for (const nav of claim(root, 'mega-menu')) attach(nav)
}

function attach(nav: HTMLElement): void {
  const buttons = [...nav.querySelectorAll<HTMLButtonElement>(':scope > ul > li > button[aria-controls]')]
  const panelOf = (button: HTMLButtonElement) =>
    nav.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '')
  let open: HTMLButtonElement | null = null

  const setOpen = (next: HTMLButtonElement | null) => {
    if (open === next) return
    for (const button of buttons) {
      const expanded = button === next
      button.setAttribute('aria-expanded', String(expanded))
      const panel = panelOf(button)
      if (panel) panel.hidden = !expanded
    }
    open = next
  }

  const onPointerDown = (event: PointerEvent) => {
    if (!nav.contains(event.target as Node)) setOpen(null)
  }
  nav.ownerDocument.addEventListener('pointerdown', onPointerDown)
  nav.addEventListener('mouseleave', () => setOpen(null))
  nav.addEventListener('focusout', (event) => {
    if (!nav.contains(event.relatedTarget as Node | null)) setOpen(null)
  })
  nav.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      const button = open
      setOpen(null)
      button.focus()
    }
  })

  buttons.forEach((button, index) => {
    const panel = panelOf(button)
    const links = () => [...(panel?.querySelectorAll<HTMLAnchorElement>('a') ?? [])]
    button.parentElement?.addEventListener('mouseenter', () => setOpen(button))
    button.addEventListener('click', () => setOpen(open === button ? null : button))
    button.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault()
        setOpen(button)
        links()[0]?.focus()
      } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault()
        const step = event.key === 'ArrowRight' ? 1 : -1
        buttons[(index + step + buttons.length) % buttons.length]?.focus()
      }
    })
    panel?.addEventListener('keydown', (event) => {
      const items = links()
      const at = items.indexOf(event.target as HTMLAnchorElement)
      if (at < 0) return
      if (event.key === 'ArrowDown') {
        event.preventDefault()
        items[(at + 1) % items.length]?.focus()
      } else if (event.key === 'ArrowUp') {
        event.preventDefault()
        if (at === 0) button.focus()
        else items[at - 1]?.focus()
      }
    })
  })
}
