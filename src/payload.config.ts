import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ko } from '@payloadcms/translations/languages/ko'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Attachments } from '@/collections/attachments/config'
import { AuditLogs } from '@/collections/audit-logs/config'
import { AuthGroups } from '@/collections/auth-groups/config'
import { Banners } from '@/collections/banners/config'
import { Boards } from '@/collections/boards/config'
import { CacheInvalidations } from '@/collections/cache-invalidations/config'
import { CaptchaSolutions } from '@/collections/captcha-solutions/config'
import { Media } from '@/collections/media/config'
import { NewsletterDeliveries } from '@/collections/newsletter-deliveries/config'
import { NewsletterSends } from '@/collections/newsletter-sends/config'
import { PageRatingStamps } from '@/collections/page-rating-stamps/config'
import { PageRatings } from '@/collections/page-ratings/config'
import { Pages } from '@/collections/pages/config'
import { Popups } from '@/collections/popups/config'
import { Posts } from '@/collections/posts/config'
import { Qna } from '@/collections/qna/config'
import { QnaCategories } from '@/collections/qna-categories/config'
import { RateLimits } from '@/collections/rate-limits/config'
import { RefreshTokens } from '@/collections/refresh-tokens/config'
import { Subscribers } from '@/collections/subscribers/config'
import { Users } from '@/collections/users/config'
import { SeedState } from '@/globals/seed-state/config'
import { SiteSettings } from '@/globals/site-settings/config'
import { maxAttachmentBytes } from '@/lib/body-limits'
import { databaseAdapter } from '@/lib/database'
import { emailAdapter } from '@/lib/email'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { withAuditLog, withGlobalAuditLog } from '@/modules/audit/audit-log'
import { retentionTask } from '@/modules/retention/task'
import { richTextEditor } from '@/modules/rich-text/editor'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: env.payloadSecret,
  serverURL: env.siteUrl,
  telemetry: false,
  routes: { api: '/api/cms', admin: '/admin' },
  admin: {
    user: Users.slug,
    // The default avatar is local; the alternative asks gravatar.com on every admin page.
    avatar: 'default',
    meta: { titleSuffix: ' :: 관리자' },
    components: {
      beforeDashboard: ['/components/admin/dashboard#AdminDashboard'],
      afterNavLinks: ['/components/admin/performance-nav#PerformanceNav'],
    },
    importMap: { baseDir: path.resolve(dirname) },
  },
  i18n: { supportedLanguages: { ko }, fallbackLanguage: 'ko' },
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
  // 뉴스레터, 계정 관리, 콘텐츠 (실적 관리 is a set of links after them, see `afterNavLinks`).
  collections: withAuditLog([
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
    Users,
    AuthGroups,
    AuditLogs,
    Pages,
    PageRatings,
    Media,
    RefreshTokens,
    CaptchaSolutions,
    RateLimits,
    PageRatingStamps,
    CacheInvalidations,
  ]),
  globals: withGlobalAuditLog([SiteSettings, SeedState]),
  editor: richTextEditor,
  db: databaseAdapter(env),
  sharp,
  logger,
  // The largest per-file limit a board may set; each board's own limit is checked when a post is saved.
  upload: { limits: { fileSize: maxAttachmentBytes } },
  email: emailAdapter(env),
  jobs: {
    tasks: [retentionTask],
    // The web server runs the nightly queue itself; tests and one-off scripts do not.
    autoRun: [{ cron: '*/15 * * * *', queue: 'nightly', limit: 5 }],
    shouldAutoRun: () => env.NODE_ENV !== 'test',
  },
  graphQL: { disable: true },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
})
