import { initI18n } from '@payloadcms/translations'
import {
  type Block,
  type ClientField,
  createLocalReq,
  type Field,
  type Option,
  type Payload,
  type SanitizedConfig,
} from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminDateTimeFormat } from '@/collections/shared/korean-dates'
import { adminTitle } from '@/components/admin/admin-brand'
import { passwordMessageWithRule } from '@/validation/validators'
import { accountAsRequestUser, createAccount } from '../support/api'
import { createSeededPayload } from '../support/seeded'

/**
 * Everything of the Payload config a staff member reads in the admin is Korean: collection and global names, field
 * labels, array and block row names ("카드 01", "블록 추가"), select options. A label added later in English (or left
 * out, which Payload shows as the field's English name) fails here. Proper nouns are the only exceptions.
 */
const properNouns = new Set(['IP', 'PC', 'SNS', 'Q&A', 'English', 'HWP', 'HWPX', 'PDF', 'DOCX', 'XLSX', 'ZIP'])

const hangul = /[\uAC00-\uD7A3]/

/** Fields Payload never draws (`admin.hidden`) or draws nowhere (`admin.disabled`: the block name, sessions). */
const offScreen = (field: Field) => {
  const admin = field.admin as { hidden?: boolean; disabled?: boolean } | undefined
  return admin?.hidden === true || admin?.disabled === true
}

const loadConfig = async (): Promise<SanitizedConfig> => (await import('@payload-config')).default

type Problem = string

async function check() {
  const config = await loadConfig()
  const i18n = await initI18n({ config: config.i18n, context: 'client', language: 'ko' })
  const problems: Problem[] = []

  /** The text staff see for a label: a string, a per-language object, or Payload's translated label function. */
  const text = (label: unknown): string | undefined => {
    if (typeof label === 'string') return label
    if (typeof label === 'function') return String(label({ i18n, t: i18n.t }))
    if (label && typeof label === 'object' && 'ko' in label) return String((label as { ko: unknown }).ko)
    return undefined
  }
  const expectKorean = (where: string, label: unknown) => {
    const shown = text(label)
    if (shown === undefined || shown.trim() === '') problems.push(`${where}: no label`)
    else if (!hangul.test(shown) && !properNouns.has(shown)) problems.push(`${where}: "${shown}"`)
  }

  const walkBlocks = (where: string, blocks: Block[]) => {
    for (const block of blocks) {
      expectKorean(`${where} › block ${block.slug}`, block.labels?.singular)
      walk(`${where} › ${block.slug}`, block.fields)
    }
  }

  const walk = (where: string, fields: (Field | ClientField)[]) => {
    for (const field of fields as Field[]) {
      // Hidden and disabled fields (Payload's block name, session list) never reach the screen.
      const hidden = ('hidden' in field && field.hidden === true) || offScreen(field)
      if (hidden || field.type === 'ui') continue
      const name = 'name' in field ? field.name : field.type
      const here = `${where} › ${name}`
      const layoutOnly = field.type === 'row' || field.type === 'collapsible' || field.type === 'tabs'
      const noLabel = 'label' in field && field.label === false
      if (!layoutOnly && !noLabel) expectKorean(here, 'label' in field ? field.label : undefined)
      if (field.type === 'select' || field.type === 'radio') {
        for (const option of field.options as Option[]) {
          const [value, label] = typeof option === 'string' ? [option, option] : [option.value, option.label]
          expectKorean(`${here} = ${value}`, label)
        }
      }
      if (field.type === 'array' || field.type === 'blocks') {
        expectKorean(`${here} (row name)`, field.labels?.singular)
      }
      if (field.type === 'tabs') {
        for (const tab of field.tabs) {
          expectKorean(`${here} › tab`, tab.label)
          walk(`${here} › ${text(tab.label)}`, tab.fields)
        }
      } else if (field.type === 'blocks') {
        walkBlocks(here, (field.blockReferences ?? field.blocks) as Block[])
      } else if ('fields' in field && Array.isArray(field.fields)) {
        walk(here, field.fields)
      }
    }
  }

  for (const collection of config.collections) {
    if (collection.admin?.hidden === true) continue
    expectKorean(`${collection.slug}`, collection.labels.singular)
    expectKorean(`${collection.slug} (plural)`, collection.labels.plural)
    walk(collection.slug, collection.fields)
  }
  for (const global of config.globals) {
    if (global.admin?.hidden === true) continue
    expectKorean(`${global.slug}`, global.label)
    walk(global.slug, global.fields)
  }
  return { config, i18n, problems }
}

describe('the admin in Korean', () => {
  it('labels every collection, global, field, row and option staff reach in Korean', async () => {
    const { problems } = await check()
    expect(problems).toEqual([])
  })

  it('shows dates as 2026.11.25 05:10 in lists, filters and every date picker', async () => {
    const config = await loadConfig()
    expect(config.admin.dateFormat).toBe(adminDateTimeFormat)
    const dates: string[] = []
    const walk = (where: string, fields: Field[]) => {
      for (const field of fields) {
        if (('hidden' in field && field.hidden === true) || offScreen(field)) continue
        // Payload's own timestamps are shown through `admin.dateFormat` (document header, lists, trash).
        const payloadTimestamp = field.type === 'date' && ['createdAt', 'updatedAt', 'deletedAt'].includes(field.name)
        if (field.type === 'date' && !payloadTimestamp) {
          const format = field.admin?.date?.displayFormat
          const date = field.admin?.date as { pickerAppearance?: string; timeFormat?: string } | undefined
          if (!format?.startsWith('yyyy.MM') && format !== 'HH:mm') dates.push(`${where}.${field.name}: ${format}`)
          const withTime = date?.pickerAppearance === 'dayAndTime' || date?.pickerAppearance === 'timeOnly'
          if (withTime && date?.timeFormat !== 'HH:mm') dates.push(`${where}.${field.name}: time ${date?.timeFormat}`)
        }
        if (field.type === 'tabs') for (const tab of field.tabs) walk(where, tab.fields)
        else if (field.type === 'blocks') for (const block of field.blocks) walk(`${where}.${block.slug}`, block.fields)
        else if ('fields' in field) walk(where, field.fields)
      }
    }
    for (const c of config.collections) if (c.admin?.hidden !== true) walk(c.slug, c.fields)
    for (const g of config.globals) if (g.admin?.hidden !== true) walk(g.slug, g.fields)
    expect(dates).toEqual([])
  })

  it('names the institute, not Payload, and hides the API tab everywhere', async () => {
    const config = await loadConfig()
    expect(config.admin.meta.titleSuffix).toContain(adminTitle)
    expect(JSON.stringify(config.admin.meta)).not.toMatch(/payload/i)
    // The institute's own marks replace Payload's in the sign-in screen and the header.
    expect(config.admin.components.graphics).toMatchObject({
      Logo: '/components/admin/admin-logo#AdminLogo',
      Icon: '/components/admin/admin-icon#AdminIcon',
    })
    const staffSee = [...config.collections, ...config.globals].filter((e) => e.admin?.hidden !== true)
    const shown = staffSee.filter((e) => e.admin?.hideAPIURL !== true)
    expect(shown.map((e) => e.slug)).toEqual([])
  })

  it('calls the sign-in id 아이디 and names an invalid field in Korean', async () => {
    const { i18n } = await check()
    expect(i18n.t('authentication:emailOrUsername')).toBe('아이디')
    expect(i18n.t('authentication:username')).toBe('아이디')
    expect(i18n.t('error:followingFieldsInvalid', { count: 1 })).toMatch(hangul)
    expect(i18n.t('general:locale')).toBe('언어')
  })
})

describe('the admin names people and records in Korean', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await createSeededPayload()
    await createAccount(payload, 'holder1', 1, { userName: '김편집' })
    await createAccount(payload, 'editor3', 3)
  }, 120_000)
  afterAll(async () => {
    await payload?.destroy()
  })

  it('names the colleague holding a document lock, even to staff who may not open that account', async () => {
    const holder = await accountAsRequestUser(payload, 'holder1')
    const page = await payload.find({ collection: 'pages', limit: 1, overrideAccess: true, depth: 0 })
    await payload.create({
      collection: 'payload-locked-documents',
      overrideAccess: true,
      data: {
        document: { relationTo: 'pages', value: page.docs[0]?.id },
        user: { relationTo: 'users', value: holder.id },
      },
    } as never)
    const editor = await accountAsRequestUser(payload, 'editor3')
    const req = await createLocalReq({ user: editor as never }, payload)
    const { docs } = await payload.find({
      collection: 'payload-locked-documents',
      depth: 1,
      overrideAccess: false,
      req,
    })
    const shown = (docs[0] as unknown as { user: { value: { id: unknown; email: string } } }).user.value
    // Payload's notice prints `email` ("사용자: 3" before): the name and id instead, and the id still compares.
    expect(shown).toEqual({ id: holder.id, email: '김편집 (holder1)' })
  })

  it('logs changes under the Korean name of what changed', async () => {
    const admin = await accountAsRequestUser(payload, 'admin')
    const req = await createLocalReq({ user: admin as never }, payload)
    const name = `분류 ${Date.now() % 10000}`
    const created = await payload.create({
      collection: 'qna-categories',
      data: { name },
      overrideAccess: true,
      req,
    })
    const { docs } = await payload.find({
      collection: 'audit-logs',
      overrideAccess: true,
      where: {
        and: [{ targetCollection: { equals: 'qna-categories' } }, { targetId: { equals: String(created.id) } }],
      },
    })
    // Named by the menu's word and the record's title, so the entry reads without opening the record.
    expect(docs[0]?.summary).toBe(`Q&A 분류 #${created.id} "${name}" 등록`)
  })

  it('refuses a weak password with the spec message and the rule on the password field, and a Korean notice', async () => {
    const admin = await accountAsRequestUser(payload, 'admin')
    const req = await createLocalReq({ user: admin as never }, payload)
    const error = await payload
      .create({
        collection: 'users',
        data: { username: 'weakpass', userName: '새직원', password: 'weakpassword1' },
        overrideAccess: false,
        req,
      })
      .catch((e: unknown) => e as { message: string; data?: { errors: { path: string; message: string }[] } })
    expect(error).toMatchObject({
      message: '입력 내용을 확인해 주세요: 비밀번호',
      data: { errors: [{ path: 'password', message: passwordMessageWithRule }] },
    })
  })
})
