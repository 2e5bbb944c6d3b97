import type { CollectionConfig } from 'payload'

/**
 * Signatures of captcha challenges already used, kept until the challenge expires: the unique index makes a
 * replayed solution fail even when two servers receive it at once.
 */
export const CaptchaSolutions: CollectionConfig = {
  slug: 'captcha-solutions',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'signature', type: 'text', required: true, unique: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
