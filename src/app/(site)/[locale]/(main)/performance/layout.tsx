import type React from 'react'
import { SectionShell } from '@/components/layout/section-shell'

export default function SectionLayout({
  children,
  params,
}: {
  children: React.ReactNode
  params: Promise<{ locale: string }>
}) {
  return (
    <SectionShell sectionKey="performance" params={params}>
      {children}
    </SectionShell>
  )
}
