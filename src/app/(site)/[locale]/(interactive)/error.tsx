'use client'

// A page of this layout that failed to render (src/components/layout/page-error.tsx): a Korean message and a retry, never the error.
export { PageError as default } from '@/components/layout/page-error'
