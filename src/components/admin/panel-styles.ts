import type { CSSProperties } from 'react'

/**
 * The look of the admin's own panels (dashboard cards, staff numbers, visitor statistics), in Payload's theme
 * variables so they follow its light and dark themes. One place, so the panels stay alike.
 */
export const panelCard: CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m, 4px)',
  padding: '1rem 1.25rem',
  background: 'var(--theme-elevation-0)',
}
export const panelList: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.4rem' }
export const panelMuted: CSSProperties = { color: 'var(--theme-elevation-500)', fontSize: '0.85rem' }
export const panelHeading: CSSProperties = { fontSize: '1.05rem', margin: '0 0 0.75rem' }
