'use client'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'

type Refusal = { row: number; column: string; reason: string }
type Report = {
  total: number
  create: number
  update: number
  unchanged: number
  refusals: Refusal[]
  applied: boolean
}
type State =
  | { kind: 'idle' }
  | { kind: 'sending'; apply: boolean }
  | { kind: 'report'; report: Report; file: File }
  | { kind: 'error'; message: string }

/** Refusals shown at once; the rest are counted, since a wrong heading can refuse every row. */
const shownRefusals = 100

/**
 * 인증 현황 › CSV 가져오기: staff choose the institute's register as CSV, see first what it would create, update and
 * leave, with every refused row's column and reason, and write it only when nothing is refused. Rows are matched by
 * 인증번호, so the same file imported twice changes nothing the second time.
 */
export function CertificateImport() {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const [open, setOpen] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const router = useRouter()

  async function send(file: File, apply: boolean) {
    setState({ kind: 'sending', apply })
    const body = new FormData()
    body.set('file', file)
    if (apply) body.set('apply', '1')
    const response = await fetch('/api/cms/certificates/import', {
      method: 'POST',
      body,
      credentials: 'include',
    }).catch(() => null)
    const answer = (await response?.json().catch(() => null)) as (Report & { errors?: { message: string }[] }) | null
    if (!response?.ok || !answer || answer.errors) {
      setState({ kind: 'error', message: answer?.errors?.[0]?.message ?? '가져오지 못했습니다. 다시 시도해 주세요.' })
      return
    }
    setState({ kind: 'report', report: answer, file })
    if (answer.applied) router.refresh()
  }

  const report = state.kind === 'report' ? state.report : null
  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
      >
        CSV 가져오기
      </button>
      {open ? (
        <section
          aria-label="인증 현황 CSV 가져오기"
          style={{
            border: '1px solid var(--theme-elevation-150)',
            borderRadius: 4,
            padding: '1rem',
            marginTop: '0.75rem',
          }}
        >
          <p style={{ margin: '0 0 0.75rem' }}>
            머리글이 인증번호, 인증종류, 건축물명, 도로명주소(또는 주소), 시도, 시군구, 용도, 인증일인 CSV를
            고르세요(인증 현황 CSV 내려받기 형식 그대로 됩니다). 같은 인증번호는 고치고 새 번호는 만듭니다. 먼저 미리
            확인한 뒤 가져오세요.
          </p>
          <label htmlFor={inputId} style={{ display: 'block', fontWeight: 600 }}>
            CSV 파일
          </label>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0]
              if (file) void send(file, false)
            }}
          />
          <div role="status" aria-live="polite" style={{ marginTop: '0.75rem' }}>
            {state.kind === 'sending' ? (state.apply ? '가져오는 중…' : '확인하는 중…') : null}
            {state.kind === 'error' ? (
              <p style={{ color: 'var(--theme-error-750)', margin: 0 }}>{state.message}</p>
            ) : null}
            {report ? (
              <p style={{ margin: 0, fontWeight: 600 }}>
                {report.applied ? '가져왔습니다: ' : '미리 확인: '}
                {report.total}행 중 새로 만듦 {report.create}건, 고침 {report.update}건, 같음 {report.unchanged}건
                {report.refusals.length ? `, 오류 ${report.refusals.length}건` : ''}
              </p>
            ) : null}
          </div>
          {report && report.refusals.length > 0 ? (
            <table style={{ marginTop: '0.75rem', width: '100%', borderCollapse: 'collapse' }}>
              <caption style={{ textAlign: 'left', fontWeight: 600, marginBottom: '0.25rem' }}>
                가져올 수 없는 행 (고친 뒤 다시 고르세요)
              </caption>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'left' }}>
                    행
                  </th>
                  <th scope="col" style={{ textAlign: 'left' }}>
                    열
                  </th>
                  <th scope="col" style={{ textAlign: 'left' }}>
                    이유
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.refusals.slice(0, shownRefusals).map((refusal) => (
                  <tr key={`${refusal.row}-${refusal.column}-${refusal.reason}`}>
                    <td>{refusal.row}</td>
                    <td>{refusal.column}</td>
                    <td>{refusal.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {report && report.refusals.length > shownRefusals ? (
            <p>그 밖에 {report.refusals.length - shownRefusals}건이 더 있습니다.</p>
          ) : null}
          {state.kind === 'report' &&
          !report?.applied &&
          report?.refusals.length === 0 &&
          report.create + report.update > 0 ? (
            <button
              type="button"
              className="btn btn--style-primary btn--size-small"
              onClick={() => void send(state.file, true)}
            >
              {report.create + report.update}건 가져오기
            </button>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
