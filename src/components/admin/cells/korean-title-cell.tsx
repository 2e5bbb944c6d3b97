import { RenderDefaultCell } from '@payloadcms/ui'
import type { DefaultCellComponentProps, DefaultServerCellComponentProps } from 'payload'
import { listTitle } from '@/modules/admin/editing-language'

type Props = Partial<DefaultServerCellComponentProps> & Partial<Pick<DefaultCellComponentProps, 'viewType'>>

/**
 * The title column of a localized collection's list, always in Korean: the row holds the title in the list's own
 * locale only (the admin reads without fallback), so a list opened in English would show English titles and
 * "제목 없음" for Korean-only documents. This reads the title in every locale and shows the Korean one, or the
 * English one marked (영문). The rest is Payload's own cell (link to the document, selection in list drawers).
 */
export async function KoreanTitleCell({
  cellData,
  collectionSlug,
  columnIndex,
  customCellProps,
  field,
  link,
  linkURL,
  payload,
  rowData,
  viewType,
}: Props) {
  const name = field && 'name' in field ? field.name : 'title'
  let title: string | undefined = typeof cellData === 'string' ? cellData : undefined
  if (payload && collectionSlug && rowData?.id !== undefined) {
    const doc = await payload
      .findByID({
        collection: collectionSlug,
        id: rowData.id,
        locale: 'all',
        depth: 0,
        draft: true,
        select: { [name]: true },
        overrideAccess: true,
        disableErrors: true,
      })
      .catch(() => null)
    if (doc) title = listTitle((doc as unknown as Record<string, unknown>)[name])
  }
  const label = field && 'label' in field && typeof field.label === 'string' ? field.label : name
  return (
    <RenderDefaultCell
      clientProps={{
        cellData: title,
        collectionSlug: collectionSlug as DefaultCellComponentProps['collectionSlug'],
        customCellProps,
        field: { name, type: 'text', label } as DefaultCellComponentProps['field'],
        link,
        linkURL,
        rowData: rowData ?? {},
        viewType,
      }}
      columnIndex={columnIndex ?? 0}
      isLinkedColumn={Boolean(link)}
    />
  )
}
