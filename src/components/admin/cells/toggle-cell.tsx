import type { DefaultServerCellComponentProps } from 'payload'

type ToggleCellProps = Partial<DefaultServerCellComponentProps> & { on?: string; off?: string }

/**
 * A checkbox column in words (e.g. 노출 / 숨김) instead of Payload's generic 참 / 거짓. The words come from the field's
 * `admin.components.Cell.clientProps`, so each checkbox says what it means.
 */
export function ToggleCell({ cellData, on = '예', off = '아니오' }: ToggleCellProps) {
  return <span>{cellData ? on : off}</span>
}
