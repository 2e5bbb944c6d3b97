import { sectionLayout } from '@/components/layout/document-frame'

export default sectionLayout('company')
