import type { DefaultServerCellComponentProps } from 'payload'
import { targetLabel } from '@/modules/audit/target-labels'

/**
 * The audit log's 대상 종류 column: the stored collection or global slug (`users`, `newsletter-sends`) shown as the
 * Korean name staff know from the menu (관리자 계정, 뉴스레터 발송).
 */
export function CollectionNameCell({ cellData, payload }: Partial<DefaultServerCellComponentProps>) {
  if (typeof cellData !== 'string' || cellData === '') return null
  return <span>{payload ? targetLabel(payload.config, cellData) : cellData}</span>
}
