import Link from 'next/link'
import type { CSSProperties } from 'react'
import type { ChecklistItem } from '@/modules/admin/setup-checklist'

const box: CSSProperties = {
  border: '1px solid var(--theme-warning-500, #c98a00)',
  borderRadius: 'var(--style-radius-m, 4px)',
  padding: '1rem 1.25rem',
  background: 'var(--theme-warning-50, #fff8e6)',
  marginBottom: '1.5rem',
}
const muted: CSSProperties = { color: 'var(--theme-elevation-600)', fontSize: '0.85rem' }

/** 설정 확인: what the site still leaves out for want of a value, each linked to where it is entered. */
export function SetupChecklist({ items }: { items: ChecklistItem[] | null }) {
  if (!items || items.length === 0) return null
  return (
    <section aria-label="설정 확인" style={box}>
      <h2 style={{ fontSize: '1.05rem', margin: '0 0 0.25rem' }}>설정 확인 · 아직 비어 있는 항목 {items.length}개</h2>
      <p style={{ ...muted, margin: '0 0 0.75rem' }}>
        비어 있는 항목은 사이트에 표시되지 않거나 &ldquo;준비 중&rdquo;으로 보입니다. 채우면 이 목록에서 사라집니다.
      </p>
      <ul style={{ margin: 0, paddingLeft: '1.1rem', display: 'grid', gap: '0.3rem' }}>
        {items.map((item) => (
          <li key={item.key}>
            <Link href={item.href}>{item.label}</Link> <span style={muted}>{item.where}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
