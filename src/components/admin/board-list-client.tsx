'use client'

import { ConfigProvider, DefaultListView, useConfig, useListDrawerContext } from '@payloadcms/ui'
import type { ListViewClientProps } from 'payload'
import { useMemo } from 'react'

type Props = ListViewClientProps & { board: { seq: number; name: string } | null }

/**
 * Payload's list view with the posts collection named after the board for this screen only: the heading, the
 * breadcrumb, the 새로 생성 button and the empty-list text all read the collection's labels from the config
 * context, so a shadowing config provider renames them without copying the list view. Drawers (a post picked from
 * another form) keep the plain list.
 */
export function BoardListClient({ board, ...props }: Props) {
  const { config } = useConfig()
  const { isInDrawer } = useListDrawerContext()
  const named = useMemo(() => {
    if (!board) return null
    return {
      ...config,
      collections: config.collections.map((c) =>
        c.slug === props.collectionSlug
          ? {
              ...c,
              labels: { singular: board.name, plural: board.name },
              admin: { ...c.admin, description: `${board.name} 게시판의 글입니다.` },
            }
          : c,
      ),
    }
  }, [board, config, props.collectionSlug])
  if (!named || isInDrawer) return <DefaultListView {...props} />
  return (
    <ConfigProvider config={named}>
      <DefaultListView {...props} />
    </ConfigProvider>
  )
}
