'use client'
import { useRouter } from 'next/navigation'
import { type FormEvent, useRef, useState } from 'react'
import { moveItem } from '@/modules/admin/move-item'
import { AdminDialog, errorMessage, rowStyle, smallButton } from './admin-dialog'

type Category = { id: number; name: string; hidden: boolean; order: number; questions: number }
type Doc = { id: number; name: string; hidden?: boolean | null; order?: number | null }

const api = '/api/cms/qna-categories'
const request = (url: string, init: RequestInit = {}) =>
  fetch(url, {
    credentials: 'same-origin',
    cache: 'no-store',
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  }).catch(() => null)

async function questionsUsing(id: number): Promise<number> {
  const query = new URLSearchParams({ 'where[category][equals]': String(id), limit: '1', depth: '0' })
  const response = await request(`/api/cms/qna?${query}`)
  if (!response?.ok) return 0
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** Which fields of a row differ from what is stored, as the body of its PATCH; null when nothing changed. */
function changesOf(row: Category, stored: Category | undefined, order: number): Partial<Doc> | null {
  const changes: Partial<Doc> = {}
  if (!stored || stored.name !== row.name.trim()) changes.name = row.name.trim()
  if (!stored || stored.hidden !== row.hidden) changes.hidden = row.hidden
  if (!stored || stored.order !== order) changes.order = order
  return Object.keys(changes).length ? changes : null
}

/**
 * "분류 관리" above the Q&A lists: one dialog where staff add, rename, reorder and hide the categories visitors choose
 * from. A category some question uses cannot be deleted (the server refuses it too); it can be hidden instead.
 */
export function QnaCategoriesDialog() {
  const router = useRouter()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [rows, setRows] = useState<Category[] | null>(null)
  const [stored, setStored] = useState<Category[]>([])
  const [newName, setNewName] = useState('')
  const [confirming, setConfirming] = useState<number | null>(null)
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  // The outcome is announced only once the reloaded list is on screen: announcing it earlier let staff edit rows
  // that the arriving list then silently replaced.
  async function load(message = '') {
    setConfirming(null)
    const response = await request(`${api}?${new URLSearchParams({ sort: 'order', limit: '200', depth: '0' })}`)
    if (!response?.ok) {
      setRows([])
      setError(await errorMessage(response, '분류 목록을 불러오지 못했습니다.'))
      setStatus(message)
      return
    }
    const { docs } = (await response.json()) as { docs: Doc[] }
    const loaded = await Promise.all(
      docs.map(async (doc) => ({
        id: doc.id,
        name: doc.name,
        hidden: doc.hidden === true,
        order: doc.order ?? 0,
        questions: await questionsUsing(doc.id),
      })),
    )
    setStored(loaded)
    setRows(loaded)
    setStatus(message)
  }

  function open() {
    setRows(null)
    setError('')
    setNewName('')
    void load()
  }

  function edit(index: number, change: Partial<Category>) {
    setRows((current) => current?.map((row, i) => (i === index ? { ...row, ...change } : row)) ?? null)
    setStatus('')
  }

  function move(index: number, delta: number) {
    if (!rows) return
    const item = rows[index]
    setRows([...moveItem(rows, index, delta)])
    if (item) setStatus(`${item.name}: ${index + delta + 1}번째로 옮겼습니다. 저장해야 반영됩니다.`)
  }

  async function run(action: () => Promise<string | null>, done: string) {
    setBusy(true)
    setError('')
    setStatus('처리 중…')
    try {
      const failure = await action()
      if (failure) setError(failure)
      await load(failure ? '' : done)
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  function add(event: FormEvent) {
    event.preventDefault()
    const name = newName.trim()
    if (!name) return setError('추가할 분류 이름을 입력해 주세요.')
    const order = Math.max(0, ...(rows ?? []).map((row) => row.order)) + 1
    void run(async () => {
      const response = await request(api, { method: 'POST', body: JSON.stringify({ name, order, hidden: false }) })
      if (!response?.ok) return errorMessage(response, '분류를 추가하지 못했습니다.')
      setNewName('')
      return null
    }, `'${name}' 분류를 추가했습니다.`)
  }

  function save() {
    if (!rows) return
    if (rows.some((row) => !row.name.trim())) return setError('분류 이름은 비워 둘 수 없습니다.')
    void run(async () => {
      // Sequential, so a refused name (e.g. a duplicate) stops the rest and the reloaded list shows what was kept.
      for (const [index, row] of rows.entries()) {
        const changes = changesOf(
          row,
          stored.find((s) => s.id === row.id),
          index + 1,
        )
        if (!changes) continue
        const response = await request(`${api}/${row.id}`, { method: 'PATCH', body: JSON.stringify(changes) })
        if (!response?.ok) return `${row.name}: ${await errorMessage(response, '저장하지 못했습니다.')}`
      }
      return null
    }, '분류를 저장했습니다.')
  }

  function remove(row: Category) {
    void run(async () => {
      const response = await request(`${api}/${row.id}`, { method: 'DELETE' })
      return response?.ok ? null : errorMessage(response, '분류를 삭제하지 못했습니다.')
    }, `'${row.name}' 분류를 삭제했습니다.`)
  }

  return (
    <AdminDialog
      opener="분류 관리"
      heading="Q&A 분류 관리"
      hint="방문자가 질문할 때 고르는 분류입니다. 이름을 고치고, 위로·아래로 순서를 바꾸고, 숨길 수 있습니다. 질문이 쓰고 있는 분류는 삭제하지 말고 숨겨 주세요."
      status={status}
      error={error}
      onOpen={open}
      dialogRef={dialogRef}
      actions={
        <button
          type="button"
          className="btn btn--style-primary btn--size-medium"
          disabled={busy || !rows || rows.length === 0}
          onClick={save}
        >
          {busy ? '저장 중…' : '저장'}
        </button>
      }
    >
      {rows === null ? (
        <p>불러오는 중…</p>
      ) : (
        <ol style={{ listStyle: 'none', margin: '1rem 0', padding: 0 }}>
          {rows.map((row, index) => (
            <li key={row.id} style={rowStyle}>
              <span style={{ minWidth: '1.5rem', textAlign: 'right' }}>{index + 1}.</span>
              <input
                type="text"
                value={row.name}
                maxLength={30}
                aria-label={`${index + 1}번째 분류 이름`}
                onChange={(event) => edit(index, { name: event.target.value })}
                style={{ flex: 1, minWidth: 0, padding: '0.25rem 0.5rem' }}
              />
              <small style={{ whiteSpace: 'nowrap' }}>질문 {row.questions}건</small>
              <label style={{ display: 'flex', alignItems: 'center', gap: '0.25rem', whiteSpace: 'nowrap' }}>
                <input
                  type="checkbox"
                  checked={row.hidden}
                  onChange={(event) => edit(index, { hidden: event.target.checked })}
                />
                숨김
              </label>
              <button
                type="button"
                className={smallButton}
                style={{ margin: 0 }}
                aria-label={`${row.name} 위로`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                위로
              </button>
              <button
                type="button"
                className={smallButton}
                style={{ margin: 0 }}
                aria-label={`${row.name} 아래로`}
                disabled={index === rows.length - 1}
                onClick={() => move(index, 1)}
              >
                아래로
              </button>
              {confirming === row.id ? (
                <>
                  <button
                    type="button"
                    className={smallButton}
                    style={{ margin: 0 }}
                    aria-label={`${row.name} 삭제 확인`}
                    disabled={busy}
                    onClick={() => remove(row)}
                  >
                    삭제 확인
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    style={{ margin: 0 }}
                    onClick={() => setConfirming(null)}
                  >
                    취소
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className={smallButton}
                  style={{ margin: 0 }}
                  aria-label={`${row.name} 삭제`}
                  title={row.questions > 0 ? '질문이 쓰고 있어 삭제할 수 없습니다. 숨김으로 바꿔 주세요.' : undefined}
                  disabled={busy || row.questions > 0}
                  onClick={() => setConfirming(row.id)}
                >
                  삭제
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={add} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <label htmlFor="new-qna-category">새 분류</label>
        <input
          id="new-qna-category"
          type="text"
          value={newName}
          maxLength={30}
          onChange={(event) => setNewName(event.target.value)}
          style={{ flex: 1, padding: '0.25rem 0.5rem' }}
        />
        <button type="submit" className={smallButton} style={{ margin: 0 }} disabled={busy}>
          추가
        </button>
      </form>
    </AdminDialog>
  )
}
