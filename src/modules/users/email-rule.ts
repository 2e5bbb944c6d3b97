import type { PayloadRequest } from 'payload'
import { companyEmail, type ValidationResult } from '@/validation/validators'

/** The company's mail domain from the site settings; empty means any domain is accepted. */
export async function companyEmailDomain(req: Pick<PayloadRequest, 'payload'> & Partial<PayloadRequest>) {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0, req })
  return settings.companyEmailDomain ?? null
}

/** Payload field validator: the spec's companyEmail rule with the domain of the settings. */
export async function companyEmailRule(value: unknown, { req }: { req: PayloadRequest }): Promise<ValidationResult> {
  return companyEmail(value, await companyEmailDomain(req))
}
