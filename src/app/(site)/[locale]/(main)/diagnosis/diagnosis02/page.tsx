import { CmsPageView, cmsPageMetadata } from '@/components/cms/cms-page-view'

const path = 'diagnosis/diagnosis02'
type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = ({ params }: Props) => cmsPageMetadata(path, params)

export default function Page({ params }: Props) {
  return <CmsPageView path={path} params={params} />
}
