import { z } from 'zod'

/** What a checkbox means on the wire: JSON booleans, or the strings forms and query strings send. */
const checked = (v: boolean | string) => v === true || v === 'true' || v === 'on' || v === '1'

/** A yes/no field of a public form or the API; anything but a boolean or a checkbox string is refused. */
export const formFlag = z.union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0', ''])]).transform(checked)

/**
 * A consent checkbox: any short value is read (unchecked means no consent), so a missing or refused consent reaches
 * the domain rule, which answers with its own message; only a value of the wrong type gets `message` here.
 */
export const consentFlag = (message: string) =>
  z.union([z.boolean(), z.string().max(10)], { error: message }).transform(checked)
