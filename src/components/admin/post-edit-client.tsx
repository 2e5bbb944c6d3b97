'use client'

import { ConfigProvider, DefaultEditView, useConfig, useDocumentInfo, useEditDepth, useStepNav } from '@payloadcms/ui'
import type { DocumentViewClientProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { useEffect, useMemo } from 'react'
import { postBoardCookie, postBoardCookieValue } from '@/modules/admin/board-return'
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
 * Leaves the post's board in a session cookie for the admin, so a post deleted for good from its page in the trash
 * still names the board whose trash staff return to (src/modules/admin/board-return.ts); the post itself is gone.
 */
function RememberPostBoard({ board }: { board: PostBoard }) {
  const { id } = useDocumentInfo()
  useEffect(() => {
    if (id === undefined || id === null) return
    // biome-ignore lint/suspicious/noDocumentCookie: a plain session cookie; the Cookie Store API is not in every browser staff use
    document.cookie = `${postBoardCookie}=${postBoardCookieValue(id, board.seq)}; path=/admin; samesite=strict`
  }, [id, board.seq])
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
      <RememberPostBoard board={board} />
    </ConfigProvider>
  )
}
