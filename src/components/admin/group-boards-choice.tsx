'use client'

import { FieldError, useField } from '@payloadcms/ui'
import type { CSSProperties } from 'react'

type Board = { seq: number; name: string }
type Props = { path: string; readOnly?: boolean; boards: Board[]; legend: string; none: string; some: string }

const fieldsetStyle: CSSProperties = { margin: 0, padding: 0, border: 0, minWidth: 0 }
const listStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.5rem', margin: '0.25rem 0 0' }
const optionStyle: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: '0.4rem', cursor: 'pointer' }

/**
 * The boards a group works on, ticked by name. The stored value stays the list of board numbers; a number that names
 * no board any more (a board deleted since) stays listed as such, so saving does not drop it unseen.
 */
export function GroupBoardsChoice({ path, readOnly, boards, legend, none, some }: Props) {
  const { value, setValue, showError, errorMessage, disabled } = useField<number[] | null>({ path })
  const chosen = Array.isArray(value) ? value : []
  const id = `field-${path.replace(/\./g, '__')}`
  const gone = chosen.filter((seq) => !boards.some((b) => b.seq === seq))
  const toggle = (seq: number, on: boolean) => {
    const next = on ? [...chosen, seq] : chosen.filter((s) => s !== seq)
    setValue(next.sort((a, b) => a - b))
  }
  const choices = [...boards, ...gone.map((seq) => ({ seq, name: `없는 게시판 (${seq}번)` }))]
  return (
    <div className={`field-type${showError ? ' error' : ''}`} id={id}>
      <fieldset style={fieldsetStyle} aria-describedby={`${id}-help`} aria-invalid={showError || undefined}>
        <legend className="field-label" style={{ padding: 0, marginBottom: '0.25rem' }}>
          {legend}
        </legend>
        <FieldError path={path} showError={showError} message={errorMessage} />
        <div style={listStyle}>
          {choices.map((board) => (
            <label key={board.seq} style={optionStyle}>
              <input
                type="checkbox"
                checked={chosen.includes(board.seq)}
                disabled={readOnly || disabled}
                onChange={(e) => toggle(board.seq, e.target.checked)}
              />
              {board.name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field-description" id={`${id}-help`}>
        {chosen.length === 0 ? none : some}
      </div>
    </div>
  )
}
