import type { Access } from 'payload'

/**
 * Nobody through any API: system collections written only by the server itself (Local API with `overrideAccess`).
 */
export const nobody: Access = () => false

/** Every action of a system collection refused to everyone. */
export const systemOnly = { read: nobody, create: nobody, update: nobody, delete: nobody }
