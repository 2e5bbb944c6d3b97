/** The institute's symbol: a leaf over a building outline, drawn inline so it needs no request. */
export function BrandMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="10" fill="#0f6135" />
      <path
        d="M9 31V19l7-4v16M16 31V13l8-5v23M24 31V17l7 3v11"
        fill="none"
        stroke="#d8f3e1"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M22 22c0-7 5-11 12-11 0 7-4 12-12 11Z" fill="#7ee2a8" />
      <path d="M8 31h25" stroke="#d8f3e1" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
