/** 진위확인, the QR codes' target (`/certification/verify/{code}`) included. */
// Written out rather than typed as the site map's `SitePage`: the site map imports it, and this module stays a leaf.
// Off the section's tab strip, whose eight schemes fill a 1440 px line in both languages; visitors reach it from the
// footer's 바로가기, the sitemap and the QR codes.
export const verifyPage = {
  path: 'certification/verify',
  label: { ko: '인증서 진위확인', en: 'Certificate Verification' },
  source: 'app' as const,
  translated: true,
  hiddenFromMenu: true,
}

/** Where a 위·변조 신고 goes: the institute's contacts. */
export const forgeryReportPath = '/company/group'

/** The address a QR code on a certificate points to. */
export const verifyCodePath = (code: string) => `/${verifyPage.path}/${code}`

/** 인증 현황: the register of published certificates, with its filters, statistics and CSV. */
export const registryPage = {
  path: 'certification/registry',
  label: { ko: '인증 현황', en: 'Certified Buildings' },
  source: 'app' as const,
  translated: true,
  hiddenFromMenu: true,
}

/** A certificate's own page in the register; numbers are written as staff typed them, so they are encoded. */
export const registryEntryPath = (number: string) => `/${registryPage.path}/view/${encodeURIComponent(number)}`

/** The register's statistics by year and grade. */
export const registryStatisticsPath = `/${registryPage.path}/statistics`
