import { fileTypeFromBuffer } from 'file-type'

/**
 * Images accepted in the media library, decided by the file's content (magic bytes), never by the name or the
 * browser's claim: a renamed HTML page or an SVG (which can carry script) is refused whatever it is called.
 */
const acceptedImages: Record<string, string> = {
  'image/png': 'png',
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/bmp': 'bmp',
  'image/x-icon': 'ico',
  'image/webp': 'webp',
}

export const imageMimeTypes = Object.keys(acceptedImages)

/** 10 MB: a full-width banner photo fits easily; anything larger should be resized before it is uploaded. */
export const maxImageBytes = 10 * 1024 * 1024

export const rejectedImageMessage = 'PNG, GIF, JPEG, BMP, ICO, WEBP 이미지만 올릴 수 있습니다.'
export const oversizedImageMessage = `이미지는 ${maxImageBytes / 1024 / 1024}MB까지 올릴 수 있습니다.`

export type ImageType = { extension: string; mimeType: string }

/** The extension and MIME type an image's content shows, or null when it is not one of the accepted images. */
export async function detectImageType(data: Uint8Array): Promise<ImageType | null> {
  const detected = await fileTypeFromBuffer(data)
  if (!detected) return null
  const extension = acceptedImages[detected.mime]
  return extension ? { extension, mimeType: detected.mime } : null
}
