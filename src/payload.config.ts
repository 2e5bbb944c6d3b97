import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { ko } from '@payloadcms/translations/languages/ko'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Banners } from '@/collections/banners/config'
import { Media } from '@/collections/media/config'
import { Pages } from '@/collections/pages/config'
import { Popups } from '@/collections/popups/config'
import { Users } from '@/collections/users/config'
import { SeedState } from '@/globals/seed-state/config'
import { SiteSettings } from '@/globals/site-settings/config'
import { databaseAdapter } from '@/lib/database'
import { env } from '@/lib/env'

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
  collections: [Users, Media, Pages, Banners, Popups],
  globals: [SiteSettings, SeedState],
  editor: lexicalEditor(),
  db: databaseAdapter(env),
  sharp,
  graphQL: { disable: true },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
})
