import { redirect } from 'next/navigation'
import { localeOrDefault } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'

/** Spec §2, §8: any unknown path is sent to /not-found. */
export default async function UnknownPath({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  redirect(localizedPath(localeOrDefault(locale), '/not-found'))
}
