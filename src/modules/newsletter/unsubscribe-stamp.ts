import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Staff unsubscribe someone by setting the status (the 구독 해지 button, the status field, a bulk edit): the
 * date is recorded then, as the visitor's own unsubscribe link does.
 */
export const stampUnsubscribe: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const before = originalDoc?.status
  const after = data.status ?? before
  if (after === 'unsubscribed' && before !== 'unsubscribed' && !data.unsubscribedAt) {
    data.unsubscribedAt = new Date().toISOString()
  }
  return data
}
