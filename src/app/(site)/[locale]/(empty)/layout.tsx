import type React from 'react'

/** The spec's empty layout: no header or footer (popup windows). */
export default function EmptyLayout({ children }: { children: React.ReactNode }) {
  return (
    <main id="main-content" className="min-h-screen bg-white">
      {children}
    </main>
  )
}
