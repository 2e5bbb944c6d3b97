'use client'
import { useState } from 'react'
import { primaryButtonClass } from '@/components/ui/button-styles'
import { submitJson } from '@/lib/submit-json'

/**
 * Unsubscribing takes a click on our page, so that mail scanners opening the link do not unsubscribe anyone;
 * mail programs use the one-click POST of the List-Unsubscribe header instead.
 */
type Texts = { button: string; done: string; invalid: string }

export function UnsubscribeButton({ token, texts }: { token: string; texts: Texts }) {
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle')
  if (state === 'done') {
    return (
      <p role="status" className="mt-6 rounded bg-brand-50 p-4 text-brand-900">
        {texts.done}
      </p>
    )
  }
  return (
    <div className="mt-6">
      <button
        type="button"
        disabled={state === 'busy'}
        onClick={async () => {
          setState('busy')
          const result = await submitJson('/api/v1/subscribers/unsubscribe', { token })
          setState(result.ok ? 'done' : 'failed')
        }}
        className={primaryButtonClass}
      >
        {texts.button}
      </button>
      {state === 'failed' && (
        <p role="alert" className="mt-3 text-red-700">
          {texts.invalid}
        </p>
      )}
    </div>
  )
}
