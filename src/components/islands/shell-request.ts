import 'server-only'
import { headers } from 'next/headers'
import { pageShellHeader } from '@/lib/page-islands'
import { internalTokenSymbol } from '@/lib/response-cache'

/** Whether `server.mjs` asks for this page's shell, to fill its islands per request (src/lib/page-islands.ts). */
export async function isShellRequest(): Promise<boolean> {
  const token = (globalThis as Record<symbol, unknown>)[internalTokenSymbol]
  return typeof token === 'string' && (await headers()).get(pageShellHeader) === token
}
