// No imports: server.mjs, e-mails and the board list's HTML islands all escape with it.

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text or an attribute value made safe to put inside HTML markup. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => entities[c] ?? c)
