'use client'
import { Button, useDocumentInfo, useForm, useFormFields } from '@payloadcms/ui'

/**
 * 구독 해지 by staff (a subscriber asked by phone or mail): one click sets the status to 해지 and saves the form, so
 * the screen and the stored record agree and no newsletter goes out to the address. The save records the date.
 */
export function UnsubscribeButton() {
  const { id } = useDocumentInfo()
  const { submit } = useForm()
  const [status, dispatchFields] = useFormFields(([fields, dispatch]) => [fields.status?.value, dispatch] as const)

  if (!id || status === 'unsubscribed') return null

  async function unsubscribe() {
    if (!window.confirm('이 구독자의 뉴스레터 구독을 해지할까요? 수정 중인 다른 내용도 함께 저장됩니다.')) return
    dispatchFields({ type: 'UPDATE', path: 'status', value: 'unsubscribed' })
    await submit({ overrides: { status: 'unsubscribed' } })
  }

  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <Button buttonStyle="secondary" size="small" onClick={unsubscribe} margin={false}>
        구독 해지
      </Button>
    </div>
  )
}
