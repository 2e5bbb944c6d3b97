import 'server-only'
import { headers } from 'next/headers'
import { sitePathHeader } from './request-path'

/** The address of the page being rendered, as the visitor asked for it (set by src/proxy.ts); `/` if unknown. */
export async function requestSitePath(): Promise<string> {
  return (await headers()).get(sitePathHeader) ?? '/'
}
