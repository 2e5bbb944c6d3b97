'use client'

import { FieldError, FieldLabel, useField, useFormFields } from '@payloadcms/ui'
import type { CSSProperties } from 'react'

/** A board a post may be written on, as the post form offers it: by name, with its categories and 구분 list. */
export type BoardChoice = { seq: number; name: string; categories: string[]; recordTypes: string[] }

const selectStyle: CSSProperties = {
  width: '100%',
  padding: '0.55rem 0.75rem',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s, 3px)',
  background: 'var(--theme-input-bg, var(--theme-elevation-0))',
  color: 'var(--theme-elevation-800)',
  font: 'inherit',
}

type Props = { path: string; readOnly?: boolean; boards: BoardChoice[] }

/**
 * 게시판: the board by its name. The stored value stays the board number (addresses and the API use it), but staff
 * never type or see it; a post on a board that no longer exists says so instead of showing a number.
 */
export function BoardSelect({ path, readOnly, boards }: Props) {
  // `disabled` while the form loads or saves, as Payload's own fields are: a choice made while the form is loading
  // its state would be replaced by the loaded value when it arrives.
  const { value, setValue, showError, errorMessage, disabled } = useField<number | null>({ path })
  const id = `field-${path.replace(/\./g, '__')}`
  const known = value == null || boards.some((b) => b.seq === value)
  return (
    <div className={`field-type select${showError ? ' error' : ''}`} id={id}>
      <FieldLabel htmlFor={`${id}-input`} label="게시판" required path={path} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} message={errorMessage} />
        <select
          id={`${id}-input`}
          style={selectStyle}
          value={value == null ? '' : String(value)}
          disabled={readOnly || disabled}
          aria-invalid={showError || undefined}
          onChange={(e) => setValue(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">게시판을 고르세요</option>
          {boards.map((b) => (
            <option key={b.seq} value={b.seq}>
              {b.name}
            </option>
          ))}
          {known ? null : <option value={String(value)}>목록에 없는 게시판</option>}
        </select>
      </div>
    </div>
  )
}

type ListedValueProps = Props & {
  label: string
  /** Which of the chosen board's lists the value comes from. */
  list: (board: BoardChoice) => string[]
  noneLabel: string
  unlistedLabel: string
  help?: (names: string[]) => string
  /** No field at all while the chosen board has no values to offer (and nothing is wrong to show). */
  hiddenWhenEmpty?: boolean
}

/**
 * A value from one of the chosen board's own lists (분류, 구분): chosen, never typed, so a new spelling cannot become a
 * public filter option. A value the board no longer lists stays visible as such, so saving does not drop it unseen.
 */
function BoardListedValueSelect({
  path,
  readOnly,
  boards,
  label,
  list,
  noneLabel,
  unlistedLabel,
  help,
  hiddenWhenEmpty = false,
}: ListedValueProps) {
  const { value, setValue, showError, errorMessage, disabled } = useField<string | null>({ path })
  const boardSeq = useFormFields(([fields]) => fields.boardSeq?.value)
  const board = boards.find((b) => b.seq === Number(boardSeq))
  const names = board ? list(board) : []
  const id = `field-${path.replace(/\./g, '__')}`
  const listed = !value || names.includes(value)
  const helpText = help?.(names)
  if (hiddenWhenEmpty && names.length === 0 && !showError) return null
  return (
    <div className={`field-type select${showError ? ' error' : ''}`} id={id}>
      <FieldLabel htmlFor={`${id}-input`} label={label} path={path} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} message={errorMessage} />
        <select
          id={`${id}-input`}
          style={selectStyle}
          value={value ?? ''}
          disabled={readOnly || disabled}
          aria-invalid={showError || undefined}
          aria-describedby={helpText ? `${id}-help` : undefined}
          onChange={(e) => setValue(e.target.value || null)}
        >
          <option value="">{noneLabel}</option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
          {listed ? null : <option value={value ?? ''}>{`${value} (${unlistedLabel})`}</option>}
        </select>
        {helpText ? (
          <div className="field-description" id={`${id}-help`}>
            {helpText}
          </div>
        ) : null}
      </div>
    </div>
  )
}

/**
 * 분류: one of the chosen board's categories. Boards without categories show no field (the server clears nothing
 * and accepts any category there, like the spec API).
 */
export function CategorySelect(props: Props) {
  return (
    <BoardListedValueSelect
      {...props}
      hiddenWhenEmpty
      label="분류"
      list={(board) => board.categories}
      noneLabel="분류 없음"
      unlistedLabel="이 게시판에 없는 분류"
    />
  )
}

/** 구분 of a performance record: one of the chosen board's list (게시판 설정 › 구분), never free text. */
export function RecordTypeSelect(props: Props) {
  return (
    <BoardListedValueSelect
      {...props}
      label="구분"
      list={(board) => board.recordTypes}
      noneLabel="구분 없음"
      unlistedLabel="이 게시판에 없는 구분"
      help={(names) =>
        names.length
          ? '구분 목록은 게시판 관리 › 게시판 설정에서 바꿉니다.'
          : '이 게시판에 등록된 구분이 없습니다. 게시판 관리 › 게시판 설정에서 먼저 등록하세요.'
      }
    />
  )
}
