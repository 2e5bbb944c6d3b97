import type { Payload } from 'payload'

/**
 * The site's name and description only. Address, phones, registration number and the like stay empty
 * until staff enter the institute's confirmed values (docs/decisions/0008-institute-facts.md).
 */
export async function seedSiteSettings(payload: Payload) {
  await payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    data: {
      siteName: '녹색기후기술원',
      siteNameEn: 'Green Climate Technology Institute',
      description:
        '녹색기후기술원은 제로에너지건축물·녹색건축 인증, 안전·에너지 진단, 탄소중립 컨설팅과 연구개발을 수행하는 녹색기술 전문기관입니다.',
    },
  })
}
