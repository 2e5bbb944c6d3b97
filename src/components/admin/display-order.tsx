'use client'
import { useRouter } from 'next/navigation'
import { type DragEvent, useRef, useState } from 'react'
import { moveItem } from '@/modules/admin/move-item'
import { periodLabel } from '@/modules/home/display-window'
import { AdminDialog, errorMessage, rowStyle, smallButton } from './admin-dialog'

type Collection = 'banners' | 'popups'

type Row = {
  id: number
  title: string
  enabled: boolean
  startsAt: string | null
  endsAt: string | null
  thumbnail: string | null
}

type Doc = {
  id: number
  title?: string | null
  enabled?: boolean | null
  startsAt?: string | null
  endsAt?: string | null
  imagePc?: { url?: string | null; sizes?: { thumbnail?: { url?: string | null } } } | number | null
}

const names: Record<Collection, { heading: string; empty: string }> = {
  banners: { heading: '메인 배너 순서 변경', empty: '등록된 배너가 없습니다.' },
  popups: { heading: '팝업 순서 변경', empty: '등록된 팝업이 없습니다.' },
}

function toRow(doc: Doc): Row {
  const image = typeof doc.imagePc === 'object' && doc.imagePc ? doc.imagePc : null
  return {
    id: doc.id,
    title: doc.title || `(제목 없음 #${doc.id})`,
    enabled: doc.enabled !== false,
    startsAt: doc.startsAt ?? null,
    endsAt: doc.endsAt ?? null,
    thumbnail: image?.sizes?.thumbnail?.url || image?.url || null,
  }
}

/**
 * "순서 변경" above the banner or popup list: a modal dialog listing every item in display order, reordered by
 * dragging a row or with each row's 위로/아래로 buttons, and saved through `PUT /api/v1/{collection}/order` with
 * the admin session.
 */
function DisplayOrder({ collection }: { collection: Collection }) {
  const router = useRouter()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [rows, setRows] = useState<Row[] | null>(null)
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [dragging, setDragging] = useState<number | null>(null)
  const { heading, empty } = names[collection]

  async function open() {
    setRows(null)
    setStatus('')
    setError('')
    const query = new URLSearchParams({ sort: 'sortOrder', limit: '500', depth: '1', locale: 'ko' })
    const response = await fetch(`/api/cms/${collection}?${query}`, {
      credentials: 'same-origin',
      cache: 'no-store',
    }).catch(() => null)
    if (!response?.ok) {
      setRows([])
      setError(await errorMessage(response, '목록을 불러오지 못했습니다.'))
      return
    }
    const body = (await response.json()) as { docs: Doc[] }
    setRows(body.docs.map(toRow))
  }

  function move(index: number, delta: number, focusAfter: 'up' | 'down') {
    if (!rows) return
    const next = moveItem(rows, index, delta)
    if (next === rows) return
    setRows([...next])
    setStatus('')
    const target = Math.min(rows.length - 1, Math.max(0, index + delta))
    const item = rows[index]
    if (item) setStatus(`${item.title}: ${target + 1}번째로 옮겼습니다. 저장해야 반영됩니다.`)
    // Keep the keyboard on the moved row's button; at the ends the other button is the one still usable.
    requestAnimationFrame(() => {
      const button = (direction: 'up' | 'down') =>
        dialogRef.current?.querySelectorAll<HTMLButtonElement>(`[data-move="${direction}"]`)[target]
      const same = button(focusAfter)
      if (same && !same.disabled) same.focus()
      else button(focusAfter === 'up' ? 'down' : 'up')?.focus()
    })
  }

  function onDrop(event: DragEvent, index: number) {
    event.preventDefault()
    if (dragging === null || !rows) return
    setRows([...moveItem(rows, dragging, index - dragging)])
    setDragging(null)
  }

  async function save() {
    if (!rows || rows.length === 0) return
    setBusy(true)
    setStatus('')
    setError('')
    try {
      const response = await fetch(`/api/v1/${collection}/order`, {
        method: 'PUT',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ids: rows.map((row) => row.id) }),
      }).catch(() => null)
      if (!response) setError('서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.')
      else if (!response.ok) setError(await errorMessage(response, '순서를 저장하지 못했습니다.'))
      else {
        setStatus('순서를 저장했습니다.')
        router.refresh()
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <AdminDialog
      opener="순서 변경"
      heading={heading}
      hint="줄을 끌어 놓거나 위로·아래로 버튼으로 순서를 바꾼 뒤 저장하세요. 위에 있는 항목이 먼저 보입니다."
      status={status}
      error={error}
      onOpen={() => void open()}
      dialogRef={dialogRef}
      actions={
        <button
          type="button"
          className="btn btn--style-primary btn--size-medium"
          disabled={busy || !rows || rows.length === 0}
          onClick={() => void save()}
        >
          {busy ? '저장 중…' : '저장'}
        </button>
      }
    >
      {rows === null ? (
        <p>불러오는 중…</p>
      ) : rows.length === 0 && !error ? (
        <p>{empty}</p>
      ) : (
        <ol style={{ listStyle: 'none', margin: '1rem 0', padding: 0 }}>
          {rows.map((row, index) => (
            <li
              key={row.id}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move'
                event.dataTransfer.setData('text/plain', String(row.id))
                setDragging(index)
              }}
              onDragOver={(event) => {
                event.preventDefault()
                event.dataTransfer.dropEffect = 'move'
              }}
              onDrop={(event) => onDrop(event, index)}
              onDragEnd={() => setDragging(null)}
              style={{
                ...rowStyle,
                background: dragging === index ? 'var(--theme-elevation-100)' : rowStyle.background,
                cursor: 'grab',
              }}
            >
              <span aria-hidden="true" style={{ color: 'var(--theme-elevation-500)' }}>
                ⠿
              </span>
              <span style={{ minWidth: '1.5rem', textAlign: 'right' }}>{index + 1}.</span>
              {collection === 'banners' ? (
                row.thumbnail ? (
                  // biome-ignore lint/performance/noImgElement: a small admin thumbnail already sized by Payload
                  <img
                    src={row.thumbnail}
                    alt=""
                    width={80}
                    height={45}
                    style={{ objectFit: 'cover', borderRadius: '2px' }}
                  />
                ) : (
                  <span style={{ width: 80 }} />
                )
              ) : null}
              <span style={{ flex: 1, minWidth: 0 }}>
                <strong style={{ display: 'block' }}>{row.title}</strong>
                <small>
                  {periodLabel(row)} · {row.enabled ? '노출' : '숨김'}
                </small>
              </span>
              <button
                type="button"
                data-move="up"
                className={smallButton}
                style={{ margin: 0 }}
                aria-label={`${row.title} 위로`}
                disabled={index === 0}
                onClick={() => move(index, -1, 'up')}
              >
                위로
              </button>
              <button
                type="button"
                data-move="down"
                className={smallButton}
                style={{ margin: 0 }}
                aria-label={`${row.title} 아래로`}
                disabled={index === rows.length - 1}
                onClick={() => move(index, 1, 'down')}
              >
                아래로
              </button>
            </li>
          ))}
        </ol>
      )}
    </AdminDialog>
  )
}

export function BannerOrder() {
  return <DisplayOrder collection="banners" />
}

export function PopupOrder() {
  return <DisplayOrder collection="popups" />
}
