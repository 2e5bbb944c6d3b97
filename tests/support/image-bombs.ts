import { deflateSync } from 'node:zlib'

/**
 * Decompression bombs for upload tests: tiny files whose headers declare enormous pictures. Built by hand so a
 * test never has to allocate the picture it describes.
 */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A valid-looking greyscale PNG of `width`×`height` whose pixel data holds only the first row (a decoder would
 * still have to allocate the whole picture). A few hundred bytes whatever the size it claims.
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 0 // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** 30 000 px a side: far past the per-side limit. */
export const giantSidePng = () => pngBomb(30_000, 30_000)
/** 9 000 × 9 000 = 81 MP: each side is allowed, the total is not. */
export const manyPixelsPng = () => pngBomb(9_000, 9_000)
/** A small, harmless PNG of the same construction, to show the check does not refuse every such file. */
export const smallPng = () => pngBomb(64, 48)
