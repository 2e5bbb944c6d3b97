import type { Access, FieldAccess } from 'payload'

/** Anyone, signed in or not. Used for published public content. */
export const anyone: Access = () => true

/** Any signed-in staff member. */
export const signedIn: Access = ({ req }) => Boolean(req.user)

export const signedInField: FieldAccess = ({ req }) => Boolean(req.user)
