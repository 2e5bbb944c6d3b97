/** A trailing `-1920x640` (or `_1920x640`): the form Payload gives the names of the sizes it makes. */
const sizeSuffix = /[-_]\d{1,5}x\d{1,5}$/i

/**
 * The stored name of an uploaded image, without its extension. Payload names each size `{name}-{width}x{height}`,
 * so a file that already ends in its size would be stored as `banner-1920x640-1920x640.webp`: the size in the
 * uploaded name is dropped, and only Payload's, which is always right, remains.
 */
export function storedImageBase(uploadedName: string): string {
  const base = uploadedName.replace(/\.[^./\\]*$/, '').replace(sizeSuffix, '')
  return base || 'image'
}
