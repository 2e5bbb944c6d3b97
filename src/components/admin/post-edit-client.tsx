'use client'

import { ConfigProvider, DefaultEditView, useConfig, useDocumentInfo, useEditDepth, useStepNav } from '@payloadcms/ui'
import type { DocumentViewClientProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { useEffect, useMemo } from 'react'
import { boardStepNav, type PostBoard } from '@/modules/admin/post-step-nav'

type Props = DocumentViewClientProps & { board: PostBoard | null }

/**
 * Sets the breadcrumb to the board's name and list after Payload's edit view has set its own ("게시글 › …"); Payload
 * sets it again when the title changes, and this follows, writing only when it differs.
 */
function BoardStepNav({ board, collectionSlug }: { board: PostBoard; collectionSlug: string }) {
  const { stepNav, setStepNav } = useStepNav()
  const { isEditing } = useDocumentInfo()
  const { config } = useConfig()
  const postsListPath = formatAdminURL({ adminRoute: config.routes.admin, path: `/collections/${collectionSlug}` })
  useEffect(() => {
    const next = boardStepNav(stepNav, board, postsListPath, !isEditing)
    if (next) setStepNav(next)
  }, [stepNav, setStepNav, board, postsListPath, isEditing])
  return null
}

/**
 * Payload's edit view with the posts collection named after the post's board, as the board's list is
 * (board-list-client.tsx): the delete, duplicate and trash dialogs say 공지사항, and the breadcrumb reads
 * "공지사항 › 새 글". Inside a drawer, and for a post without a known board, the plain view is shown.
 */
export function PostEditClient({ board, ...props }: Props) {
  const { config } = useConfig()
  const { collectionSlug } = useDocumentInfo()
  const depth = useEditDepth()
  const named = useMemo(() => {
    if (!board || !collectionSlug) return null
    return {
      ...config,
      collections: config.collections.map((c) =>
        c.slug === collectionSlug ? { ...c, labels: { singular: board.name, plural: board.name } } : c,
      ),
    }
  }, [board, config, collectionSlug])
  if (!named || !board || !collectionSlug || depth > 1) return <DefaultEditView {...props} />
  return (
    <ConfigProvider config={named}>
      <DefaultEditView {...props} />
      <BoardStepNav board={board} collectionSlug={collectionSlug} />
    </ConfigProvider>
  )
}
