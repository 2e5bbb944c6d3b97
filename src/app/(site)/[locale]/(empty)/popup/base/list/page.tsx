import type { Metadata } from 'next'
import { isStaffRequest, redirectToSignIn } from '@/components/boards/staff'
import { type Locale, localeOrDefault } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { displayState, displayStateLabels, periodLabel } from '@/modules/home/display-window'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: '팝업 목록', robots: { index: false } }

const typeLabels: Record<string, string> = { layer: '레이어', window: '새 창' }
const deviceLabels: Record<string, string> = { all: '전체', pc: 'PC', mobile: '모바일' }

/**
 * Plain links: each target is a staff page rendered per request (or a redirect into the admin), nothing to prefetch.
 *
 * 팝업 목록 (spec §2 /popup/base/list, empty layout): every popup in display order with why it is or is not on the
 * home page now, for staff checking what visitors see; each opens its preview or its admin form.
 */
export default async function PopupListPage({ params }: Props) {
  const { locale: raw } = await params
  const locale: Locale = localeOrDefault(raw)
  if (!(await isStaffRequest())) redirectToSignIn(localizedPath(locale, '/popup/base/list'))
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'popups',
    sort: 'sortOrder',
    limit: 200,
    depth: 0,
    locale,
    fallbackLocale: 'ko',
    overrideAccess: true,
  })
  const now = new Date()
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-2xl text-ink">팝업 목록</h1>
        <a
          href={localizedPath(locale, '/popup/base/add-write')}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          새 팝업 등록
        </a>
      </div>
      {docs.length === 0 ? (
        <p className="mt-6 text-muted">등록된 팝업이 없습니다.</p>
      ) : (
        <table className="mt-6 w-full border-collapse text-left text-sm">
          <caption className="sr-only">팝업 목록: 순서, 제목, 유형, 기기, 기간, 상태, 보기</caption>
          <thead className="border-gray-800 border-t-2 border-b bg-gray-50">
            <tr>
              {['순서', '제목', '유형', '기기', '기간', '상태', '보기'].map((name) => (
                <th key={name} scope="col" className="px-3 py-2 font-semibold">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {docs.map((popup, index) => (
              <tr key={popup.id} className="border-gray-200 border-b">
                <td className="px-3 py-2">{index + 1}</td>
                <td className="px-3 py-2 font-medium">{popup.title}</td>
                <td className="px-3 py-2">{typeLabels[popup.type ?? 'layer'] ?? popup.type}</td>
                <td className="px-3 py-2">{deviceLabels[popup.device ?? 'all'] ?? popup.device}</td>
                <td className="px-3 py-2">{periodLabel(popup)}</td>
                <td className="px-3 py-2">{displayStateLabels[displayState(popup, now)]}</td>
                <td className="space-x-3 whitespace-nowrap px-3 py-2">
                  <a
                    className="text-brand-700 underline"
                    href={localizedPath(locale, `/popup/base/${popup.id}`)}
                    aria-label={`${popup.title} 미리보기`}
                  >
                    미리보기
                  </a>
                  <a
                    className="text-brand-700 underline"
                    href={`/admin/collections/popups/${popup.id}`}
                    aria-label={`${popup.title} 수정`}
                  >
                    수정
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
