/**
 * Lucide icons as SVG markup, for HTML built as strings (the board list's islands, board-list-html.ts). The shapes
 * come from lucide-react's own icon data, so they stay the icons the React components draw; the attributes are
 * lucide's defaults (24×24, stroke currentColor, width 2, round caps and joins).
 */
import * as chevronLeft from 'lucide-react/icons/chevron-left'
import * as chevronRight from 'lucide-react/icons/chevron-right'
import * as chevronsLeft from 'lucide-react/icons/chevrons-left'
import * as chevronsRight from 'lucide-react/icons/chevrons-right'
import * as lock from 'lucide-react/icons/lock'
import * as paperclip from 'lucide-react/icons/paperclip'
import * as search from 'lucide-react/icons/search'
import { escapeHtml } from '@/lib/html-escape'

type IconNode = [tag: string, attributes: Record<string, string>][]
/** What each lucide-react icon module exports beside its component (not in its type declarations). */
type IconModule = { __iconData: { name: string; node: IconNode } }

const modules = { chevronLeft, chevronRight, chevronsLeft, chevronsRight, lock, paperclip, search }
export type IconName = keyof typeof modules

function shapes(module: unknown): string {
  const data = (module as IconModule).__iconData
  if (!data?.node) throw new Error('lucide-react no longer exports its icon data')
  return data.node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('')
      return `<${tag}${attrs}></${tag}>`
    })
    .join('')
}

const shapesByName = Object.fromEntries(
  Object.entries(modules).map(([name, module]) => [name, shapes(module)]),
) as Record<IconName, string>

/**
 * An icon's `<svg>`. With a `label` it is announced (role="img" and aria-label, as lucide-react does for an
 * `aria-label`); without one it is hidden from assistive technology.
 */
export function iconSvg(name: IconName, className: string, label?: string): string {
  const a11y = label ? ` role="img" aria-label="${escapeHtml(label)}"` : ' aria-hidden="true"'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="${escapeHtml(className)}"${a11y}>${shapesByName[name]}</svg>`
}
