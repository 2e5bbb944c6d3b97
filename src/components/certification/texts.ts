import { getMessages } from 'next-intl/server'
import type koCertification from '@/i18n/messages/ko/certification.json'

/** Every text of the 진위확인 pages, in the page's language (src/i18n/messages/{ko,en}/certification.json). */
export type CertificationTexts = typeof koCertification

/** The texts of the request's locale, handed to the client form (the site ships no message provider). */
export async function certificationTexts(): Promise<CertificationTexts> {
  return (await getMessages()).certification as CertificationTexts
}

/** `{name}` placeholders filled in (the client form cannot call next-intl's formatter). */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
