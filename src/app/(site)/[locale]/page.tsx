import { redirect } from 'next/navigation'
import { localeOrDefault } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'

/** Spec §2: the root path redirects to /index. */
export default async function RootRedirect({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  redirect(localizedPath(localeOrDefault(locale), '/index'))
}
