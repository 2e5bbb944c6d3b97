import { sectionLayout } from '@/components/layout/document-frame'

export default sectionLayout('media')
