import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ko } from '@payloadcms/translations/languages/ko'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { withNavVisibility } from '@/access/nav-visibility'
import { withSystemRecordsClosed } from '@/access/system-records'
import { ApprovalRequests } from '@/collections/approval-requests/config'
import { Attachments } from '@/collections/attachments/config'
import { AuditLogs } from '@/collections/audit-logs/config'
import { AuthGroups } from '@/collections/auth-groups/config'
import { Banners } from '@/collections/banners/config'
import { Boards } from '@/collections/boards/config'
import { CacheInvalidations } from '@/collections/cache-invalidations/config'
import { CaptchaSolutions } from '@/collections/captcha-solutions/config'
import { CertificateChecks } from '@/collections/certificate-checks/config'
import { Certificates } from '@/collections/certificates/config'
import { DeletionRecords } from '@/collections/deletion-records/config'
import { Media } from '@/collections/media/config'
import { NewsletterDeliveries } from '@/collections/newsletter-deliveries/config'
import { NewsletterSends } from '@/collections/newsletter-sends/config'
import { PageRatingStamps } from '@/collections/page-rating-stamps/config'
import { PageRatings } from '@/collections/page-ratings/config'
import { PageReviews } from '@/collections/page-reviews/config'
import { Pages } from '@/collections/pages/config'
import { Popups } from '@/collections/popups/config'
import { Posts } from '@/collections/posts/config'
import { Qna } from '@/collections/qna/config'
import { QnaCategories } from '@/collections/qna-categories/config'
import { RateLimits } from '@/collections/rate-limits/config'
import { RefreshTokens } from '@/collections/refresh-tokens/config'
import { editingLanguagePlugin } from '@/collections/shared/editing-language-plugin'
import { adminDateTimeFormat } from '@/collections/shared/korean-dates'
import { withLockHolderNames } from '@/collections/shared/lock-holder-name'
import { staffAdminPlugin } from '@/collections/shared/staff-admin-plugin'
import { Subscribers } from '@/collections/subscribers/config'
import { Users } from '@/collections/users/config'
import { VisitCounts } from '@/collections/visit-counts/config'
import { VisitSalts } from '@/collections/visit-salts/config'
import { VisitStamps } from '@/collections/visit-stamps/config'
import { adminTitle } from '@/components/admin/admin-brand'
import { adminKoTranslations } from '@/components/admin/admin-translations'
import { SeedState } from '@/globals/seed-state/config'
import { SiteSettings } from '@/globals/site-settings/config'
import { maxAttachmentBytes } from '@/lib/body-limits'
import { databaseAdapter } from '@/lib/database'
import { registerDatabaseMetrics } from '@/lib/database-metrics'
import { emailAdapter } from '@/lib/email'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { approvalMailTask } from '@/modules/approval/mail-task'
import { withAuditLog, withGlobalAuditLog } from '@/modules/audit/audit-log'
import { certificateExpiryTask } from '@/modules/certification/expiry'
import { qualitySummaryTask } from '@/modules/content-review/quality-summary'
import { reviewReminderTask } from '@/modules/content-review/reminders'
import { objectStoragePlugin } from '@/modules/files/object-storage'
import { jobsAutoRun, jobsShouldAutoRun } from '@/modules/jobs/autorun'
import { newsletterSendTask } from '@/modules/newsletter/send-task'
import { retentionTask } from '@/modules/retention/task'
import { richTextEditor } from '@/modules/rich-text/editor'
import { visitorStatsTask } from '@/modules/visitor-stats/task'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const config = buildConfig({
  secret: env.payloadSecret,
  // No `serverURL`: Payload's admin client would build its API and image addresses from it, absolute, and a page
  // opened under another host name the server answers to would ask SITE_URL's host for them (decision 0020). The
  // CSRF allow-list it would have filled is SITE_URL's origin; mails build their links from SITE_URL themselves.
  csrf: [new URL(env.siteUrl).origin],
  telemetry: false,
  routes: { api: '/api/cms', admin: '/admin' },
  admin: {
    user: Users.slug,
    // The default avatar is local; the alternative asks gravatar.com on every admin page.
    avatar: 'default',
    // The institute's identity, not Payload's: tab title "<screen> - 녹색기후기술원 관리자", its symbol as favicon
    // (public/icon.svg), no generated Payload share image (docs/decisions/0024-korean-admin.md).
    meta: {
      titleSuffix: `- ${adminTitle}`,
      description: adminTitle,
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
      openGraph: { siteName: adminTitle, title: adminTitle, description: adminTitle },
      defaultOGImageType: 'off',
    },
    // Lists, filters and document headers; date pickers get the same through `staffAdminPlugin`.
    dateFormat: adminDateTimeFormat,
    components: {
      graphics: { Logo: '/components/admin/admin-logo#AdminLogo', Icon: '/components/admin/admin-icon#AdminIcon' },
      // 게시판 right after the brand: each board under its own name, opening its own list (decision 0025).
      beforeNavLinks: [
        '/components/admin/admin-nav-brand#AdminNavBrand',
        // 접속자 통계 next to the dashboard link (docs/decisions/0023-visitor-statistics.md).
        '/components/admin/visitor-stats-nav#VisitorStatsNav',
        '/components/admin/boards-nav#BoardsNav',
      ],
      beforeDashboard: ['/components/admin/dashboard#AdminDashboard'],
      // The lock notice's date and the sidebar toggle's label, which no translation reaches (decision 0024).
      providers: [
        '/components/admin/admin-text-fixes#AdminTextFixes',
        // The version view's date in Korean time, as everywhere else (src/components/admin/version-date-fix.tsx).
        '/components/admin/version-date-fix#VersionDateFix',
        // The sidebar open beside the page from 1,025 px up (src/components/admin/sidebar-open.tsx).
        '/components/admin/sidebar-open#SidebarOpen',
      ],
      views: {
        visitorStats: {
          Component: '/components/admin/visitor-stats-view#VisitorStatsView',
          path: '/visitor-stats',
          meta: { title: '접속자 통계' },
        },
      },
    },
    importMap: { baseDir: path.resolve(dirname) },
  },
  i18n: { supportedLanguages: { ko }, fallbackLanguage: 'ko', translations: { ko: adminKoTranslations } },
  // Public content in Korean and English; an untranslated field falls back to Korean.
  localization: {
    locales: [
      { code: 'ko', label: '한국어' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'ko',
    fallback: true,
  },
  // Every collection gets the audit hooks, including those added later.
  // The sidebar shows the groups in the order their first collection appears here: 게시판 관리, 미디어센터, 메인 관리,
  // 뉴스레터, 인증 현황, 계정 관리, 콘텐츠 (게시판, one link per board, comes before them, see `beforeNavLinks`).
  // Menu entries follow the user's group (src/access/nav-visibility.ts).
  collections: withNavVisibility(
    withAuditLog([
      Boards,
      Attachments,
      Posts,
      Qna,
      QnaCategories,
      Banners,
      Popups,
      Subscribers,
      NewsletterSends,
      NewsletterDeliveries,
      Certificates,
      CertificateChecks,
      Users,
      AuthGroups,
      AuditLogs,
      ApprovalRequests,
      DeletionRecords,
      Pages,
      PageReviews,
      PageRatings,
      Media,
      RefreshTokens,
      CaptchaSolutions,
      RateLimits,
      PageRatingStamps,
      CacheInvalidations,
      VisitCounts,
      VisitSalts,
      VisitStamps,
    ]),
  ),
  globals: withGlobalAuditLog([SiteSettings, SeedState]),
  // Korean date pickers and no API tab on every collection and global, including those added later; uploads in
  // S3-compatible storage when S3_BUCKET is set (the plugin is there either way: the schema must not depend on it);
  // on localized documents, the editing-language banner and Korean list titles (decision 0037).
  plugins: [staffAdminPlugin, editingLanguagePlugin, objectStoragePlugin()],
  editor: richTextEditor,
  db: databaseAdapter(env),
  // Statement times and queue sizes for /metrics (src/lib/metrics.ts).
  onInit: registerDatabaseMetrics,
  sharp,
  logger,
  // The largest per-file limit a board may set; each board's own limit is checked when a post is saved.
  upload: { limits: { fileSize: maxAttachmentBytes } },
  email: emailAdapter(env),
  jobs: {
    tasks: [
      retentionTask,
      visitorStatsTask,
      newsletterSendTask,
      approvalMailTask,
      reviewReminderTask,
      qualitySummaryTask,
      certificateExpiryTask,
    ],
    // The web server with JOBS_AUTORUN=on runs the queues (nightly, newsletter, approval mail); other processes, tests and one-off
    // scripts do not (src/modules/jobs/autorun.ts).
    autoRun: jobsAutoRun,
    shouldAutoRun: jobsShouldAutoRun,
  },
  graphQL: { disable: true },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
})

// The lock notice names the colleague editing a document (src/collections/shared/lock-holder-name.ts); Payload's own
// bookkeeping is closed to every account (src/access/system-records.ts).
export default withSystemRecordsClosed(withLockHolderNames(config))
