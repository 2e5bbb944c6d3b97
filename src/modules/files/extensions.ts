/**
 * The extension an uploaded file's name claims, lower-cased, or null when the name has none. Content decides
 * what a file is (magic bytes); the name may still not claim something the site never accepts, so `report.exe`
 * is refused even when it is a real PDF: whoever opens it later trusts the name they were sent.
 */
export function claimedExtension(name: string): string | null {
  return /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? null
}

/** Whether `name` has no extension or one of `allowed`. */
export const claimsAllowedExtension = (name: string, allowed: ReadonlySet<string>) => {
  const extension = claimedExtension(name)
  return extension === null || allowed.has(extension)
}
