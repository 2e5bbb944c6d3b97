import { sectionLayout } from '@/components/layout/section-shell'

export default sectionLayout('diagnosis')
