/**
 * A list column for a checkbox that says what the box means (노출 / 숨김) instead of Payload's generic 예 / 아니오;
 * rendered by `src/components/admin/cells/toggle-cell.tsx`.
 */
export const toggleCell = (on: string, off: string) => ({
  path: '/components/admin/cells/toggle-cell#ToggleCell',
  clientProps: { on, off },
})
