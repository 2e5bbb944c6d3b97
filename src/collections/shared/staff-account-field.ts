import type { RelationshipField } from 'payload'

/**
 * A staff account named as responsible for something (a board's 담당자, a group's 그룹장, the 품질관리자): an active
 * account, stored by id and never populated into reads of the document that names it, so the settings and boards the
 * site reads for every page cost no extra statement and never carry an account.
 */
export const staffAccountField = (name: string, label: string, description: string): RelationshipField => ({
  name,
  label,
  type: 'relationship',
  relationTo: 'users',
  maxDepth: 0,
  filterOptions: { accountStatus: { equals: 'active' } },
  admin: { description },
})
