import { createHmac } from 'node:crypto'
import { type CollectionBeforeChangeHook, type Field, type PayloadRequest, ValidationError } from 'payload'
import { env } from '@/lib/env'
import { isHeldForApproval } from '@/modules/approval/gate'
import { recordAudit } from '@/modules/audit/audit-log'
import { storedAttachmentText } from '@/modules/search/attachment-text'
import { findPersonalData, type PersonalDataMatch, personalDataLabels } from './scan'

/**
 * 개인정보 확인 before publishing: a staff save that puts a post or page on the site (or asks for approval to) is
 * scanned, title, text and attached PDF and HWPX files, for personal data (scan.ts). What matched is listed in the
 * refusal, with most digits hidden, and the save goes through once staff tick 개인정보 확인: they have looked and
 * the number is meant to be public (a staff mobile number in a job posting, say). That confirmation is kept per
 * number, as a keyed hash, so saving the same text again does not ask again, while a new number does. Every door
 * runs the collection's hooks, so the admin, the CMS REST API and `/api/v1` are all checked. Saves without a user
 * (the seed, jobs) are not: nobody could confirm them.
 */

export const personalDataMessages = {
  label: '개인정보 확인',
  description:
    '게시할 제목·본문·첨부파일(PDF, HWPX)에 주민등록번호·외국인등록번호·휴대전화번호·계좌번호로 보이는 내용이 있으면 저장이 멈춥니다. 확인한 뒤에도 게시해야 하는 내용이면 이 칸을 선택하고 다시 저장하세요.',
} as const

const confirmField = 'personalDataConfirm'
const confirmedField = 'personalDataConfirmed'

/** The two fields each checked collection keeps: the box staff tick, and the numbers already confirmed. */
export const personalDataFields: Field[] = [
  {
    name: confirmField,
    label: personalDataMessages.label,
    type: 'checkbox',
    defaultValue: false,
    // Always stored unticked: the hook reads it and clears it.
    admin: {
      position: 'sidebar',
      description: personalDataMessages.description,
      // The refusal comes from the hook below, not a validator: kept shown until the next save.
      components: { Error: '/components/admin/kept-field-error#KeptFieldError' },
    },
  },
  {
    name: confirmedField,
    label: '확인한 개인정보',
    type: 'text',
    // Keyed hashes of confirmed numbers: meaningless to read, and never shown to visitors.
    access: { read: ({ req }) => Boolean(req.user), update: () => false, create: () => false },
    admin: { hidden: true },
  },
]

type Finding = PersonalDataMatch & { where: string; fingerprint: string }

/** A number's fingerprint: keyed, so a list of them cannot be turned back into numbers without the site's secret. */
const fingerprintOf = (match: PersonalDataMatch) =>
  createHmac('sha256', env.payloadSecret).update(`${match.kind}:${match.digits}`).digest('hex').slice(0, 24)

/** Every string in a document's data: titles, plain fields, block fields and rich-text nodes alike. */
function stringsIn(value: unknown, into: string[] = [], depth = 0): string[] {
  if (depth > 40) return into
  if (typeof value === 'string') into.push(value)
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into, depth + 1)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key === confirmedField || key === 'id' || key === 'blockType') continue
      stringsIn(item, into, depth + 1)
    }
  return into
}

const idsOf = (value: unknown): number[] =>
  Array.isArray(value)
    ? value
        .map((item) => (typeof item === 'object' && item ? (item as { id?: unknown }).id : item))
        .filter((id): id is number => typeof id === 'number')
    : []

async function attachmentFindings(req: PayloadRequest, ids: number[]): Promise<Omit<Finding, 'fingerprint'>[]> {
  if (ids.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'attachments',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    req,
    select: { originalName: true, filename: true, mimeType: true },
  })
  const findings: Omit<Finding, 'fingerprint'>[] = []
  for (const doc of docs) {
    const file = {
      originalName: String(doc.originalName ?? ''),
      filename: (doc.filename as string | null) ?? null,
      mimeType: (doc.mimeType as string | null) ?? null,
    }
    const text = await storedAttachmentText(file)
    for (const match of findPersonalData(`${file.originalName}\n${text}`))
      findings.push({ ...match, where: `첨부 ${file.originalName}` })
  }
  return findings
}

/** What a save would publish that looks like personal data, each number once. */
async function findingsOf(req: PayloadRequest, document: Record<string, unknown>): Promise<Finding[]> {
  const inText = findPersonalData(stringsIn(document).join('\n')).map((match) => ({ ...match, where: '본문' }))
  const inFiles = await attachmentFindings(req, idsOf(document.attachments))
  const seen = new Set<string>()
  const findings: Finding[] = []
  for (const finding of [...inText, ...inFiles]) {
    const fingerprint = fingerprintOf(finding)
    if (seen.has(fingerprint)) continue
    seen.add(fingerprint)
    findings.push({ ...finding, fingerprint })
  }
  return findings
}

const listFindings = (findings: Finding[]) => {
  const shown = findings.slice(0, 5).map((f) => `${personalDataLabels[f.kind]} ${f.masked}(${f.where})`)
  const more = findings.length > 5 ? ` 외 ${findings.length - 5}건` : ''
  return `${shown.join(', ')}${more}`
}

/** The refusal staff read: what matched, and the two ways on. */
export const personalDataRefusal = (findings: Finding[]) =>
  `개인정보로 보이는 내용이 있어 게시하지 않았습니다: ${listFindings(findings)}. 지우거나 가린 뒤 다시 저장하세요. 게시해도 되는 내용이면 '${personalDataMessages.label}'을 선택하고 다시 저장하세요.`

/**
 * The check, as a `beforeChange` hook of `collection`: after the hooks that derive the stored text (a post's
 * plainText), so the text checked is the text saved.
 */
export function personalDataCheck(collection: 'posts' | 'pages'): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req }) => {
    const confirmed = data[confirmField] === true
    // The box is a one-time answer to this save's question, never a standing permission.
    data[confirmField] = false
    if (!req.user) return data
    if (data._status !== 'published' && !isHeldForApproval(req)) return data
    const document = { ...(originalDoc ?? {}), ...data }
    const findings = await findingsOf(req, document)
    const known = new Set(
      String(document[confirmedField] ?? '')
        .split(',')
        .filter(Boolean),
    )
    const unconfirmed = findings.filter((finding) => !known.has(finding.fingerprint))
    if (unconfirmed.length === 0) return data
    if (!confirmed)
      throw new ValidationError(
        {
          collection,
          errors: [
            { label: personalDataMessages.label, message: personalDataRefusal(unconfirmed), path: confirmField },
          ],
        },
        req.t,
      )
    data[confirmedField] = [...known, ...unconfirmed.map((finding) => finding.fingerprint)].join(',')
    await recordAudit(
      req.payload,
      {
        action: 'personal-data-confirm',
        actor: req.user as { id: number; username?: string },
        targetCollection: collection,
        targetId: (originalDoc as { id?: number } | undefined)?.id,
        summary: `개인정보 확인 후 게시: ${listFindings(unconfirmed)}`,
      },
      req,
    )
    return data
  }
}
