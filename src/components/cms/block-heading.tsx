import type React from 'react'
import type { Page } from '@/payload-types'

export type LayoutBlock = NonNullable<Page['layout']>[number]
export type BlockOf<T extends LayoutBlock['blockType']> = Extract<LayoutBlock, { blockType: T }>

/** Section heading shared by blocks, so every block's title has the same level and look. */
export function BlockHeading({ children, id }: { children: React.ReactNode; id?: string }) {
  return (
    <h2 id={id} className="mb-5 flex items-center gap-2.5 font-bold text-2xl text-ink">
      <span aria-hidden="true" className="inline-block h-6 w-1.5 rounded-full bg-brand-600" />
      {children}
    </h2>
  )
}
