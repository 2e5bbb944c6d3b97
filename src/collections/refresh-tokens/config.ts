import type { CollectionConfig } from 'payload'

const nobody = () => false

/**
 * Refresh tokens of the documented API, stored as SHA-256 hashes. Tokens of one sign-in share a
 * family: each use rotates the token, and presenting a rotated one revokes the whole family.
 * Only `src/modules/auth` reads and writes them, through the Local API.
 */
export const RefreshTokens: CollectionConfig = {
  slug: 'refresh-tokens',
  labels: { singular: '갱신 토큰', plural: '갱신 토큰' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'familyId', type: 'text', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'rotatedAt', type: 'date' },
    { name: 'revokedAt', type: 'date' },
  ],
}
