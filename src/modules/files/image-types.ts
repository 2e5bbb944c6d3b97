import { fileTypeFromBuffer } from 'file-type'
import { maxImageBytes } from '@/lib/body-limits'
import { claimsAllowedExtension } from './extensions'

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

export const rejectedImageMessage = 'PNG, GIF, JPEG, BMP, ICO, WEBP 이미지만 올릴 수 있습니다.'
export const oversizedImageMessage = `이미지는 ${maxImageBytes / 1024 / 1024}MB까지 올릴 수 있습니다.`

export type ImageType = { extension: string; mimeType: string }

/** Extensions an image's name may carry; the stored name always takes the extension of the content. */
export const imageExtensions: ReadonlySet<string> = new Set(['png', 'gif', 'jpg', 'jpeg', 'bmp', 'ico', 'webp'])

/**
 * The extension and MIME type an image's content shows, or null when it is not one of the accepted images or
 * its name claims another kind of file.
 */
export async function detectImageType(data: Uint8Array, originalName = ''): Promise<ImageType | null> {
  if (!claimsAllowedExtension(originalName, imageExtensions)) return null
  const detected = await fileTypeFromBuffer(data)
  if (!detected) return null
  const extension = acceptedImages[detected.mime]
  return extension ? { extension, mimeType: detected.mime } : null
}

/**
 * A decompression bomb is a small file that declares an enormous picture: decoding it to make the responsive
 * sizes would take gigabytes of memory. Dimensions are read from the header alone (sharp's `metadata` does not
 * decode pixels) and anything beyond these is refused before Payload hands the file to sharp. 12 000 px a side
 * and 40 megapixels (all frames of an animation together) are well above any camera photo a page needs.
 */
export const maxImageSide = 12_000
export const maxImagePixels = 40_000_000

export const oversizedDimensionsMessage = `이미지의 가로세로 크기가 너무 큽니다. 한 변 ${maxImageSide.toLocaleString('ko-KR')}픽셀, 전체 ${maxImagePixels / 10_000}만 화소까지 올릴 수 있습니다.`

export type ImageDimensions = { width: number; height: number; frames: number }

/** An image's declared size, from its header only; null when the header cannot be read. */
export async function readImageDimensions(data: Uint8Array, type: ImageType): Promise<ImageDimensions | null> {
  // ICO stores each side in one byte (at most 256 px); libvips has no BMP reader, so read its header by hand.
  if (type.extension === 'ico') return { width: 256, height: 256, frames: data[4] ?? 1 }
  if (type.extension === 'bmp') {
    if (data.length < 26) return null
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)), frames: 1 }
  }
  try {
    const { default: sharp } = await import('sharp')
    // No pixel limit here: only the header is read, and the limit is exactly what this check decides.
    const meta = await sharp(data, { limitInputPixels: false }).metadata()
    if (!meta.width || !meta.height) return null
    return { width: meta.width, height: meta.pageHeight ?? meta.height, frames: meta.pages ?? 1 }
  } catch {
    return null
  }
}

/** The Korean reason an image must not be decoded, or null when its size is safe. */
export function dimensionsProblem(size: ImageDimensions | null): string | null {
  if (!size) return rejectedImageMessage
  const { width, height, frames } = size
  if (width > maxImageSide || height > maxImageSide) return oversizedDimensionsMessage
  if (width * height * Math.max(frames, 1) > maxImagePixels) return oversizedDimensionsMessage
  return null
}
