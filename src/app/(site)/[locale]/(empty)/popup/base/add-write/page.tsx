import { redirect } from 'next/navigation'
import { isStaffRequest, redirectToSignIn } from '@/components/boards/staff'
import { localeOrDefault } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

/** 팝업 등록 (spec §2 /popup/base/add-write): staff go to the admin's new-popup form, visitors to sign in. */
export default async function PopupAddWritePage({ params }: Props) {
  const { locale: raw } = await params
  if (await isStaffRequest()) redirect('/admin/collections/popups/create')
  redirectToSignIn(localizedPath(localeOrDefault(raw), '/popup/base/add-write'))
}
