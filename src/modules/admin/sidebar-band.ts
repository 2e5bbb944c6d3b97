/**
 * Where the admin sidebar sits at a window width, from Payload's breakpoints (`l`: up to 1,440 px, `m`: up to
 * 1,024 px; undefined until measured): `wide` above 1,440 px (Payload opens it as staff left it), `beside` from 1,025
 * to 1,440 px (beside the page; Payload closes it on load), `over` at 1,024 px and below (it covers the page).
 */
export type SidebarBand = 'wide' | 'beside' | 'over' | 'unknown'

export function sidebarBand(upTo1440: boolean | undefined, upTo1024: boolean | undefined): SidebarBand {
  if (upTo1440 === undefined || upTo1024 === undefined) return 'unknown'
  if (upTo1024) return 'over'
  return upTo1440 ? 'beside' : 'wide'
}
