import { interactiveSectionLayout } from '@/components/layout/interactive-frame'

export default interactiveSectionLayout('certification')
