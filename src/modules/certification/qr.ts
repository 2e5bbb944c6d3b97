import qrcode from 'qrcode-generator'
import sharp from 'sharp'

/** Quiet zone around the code, in modules: the four the QR standard asks for, so any scanner finds it. */
const quietZone = 4

/**
 * The QR code of `text` as an SVG of square modules (error correction M: a printed code stays readable with a scuffed
 * corner). Drawn here from the module matrix rather than taken as the library's markup, so it is one path with crisp
 * edges that prints sharply at any size.
 */
export function qrSvg(text: string): string {
  const code = qrcode(0, 'M')
  code.addData(text, 'Byte')
  code.make()
  const count = code.getModuleCount()
  const size = count + quietZone * 2
  let path = ''
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (code.isDark(row, col)) path += `M${col + quietZone} ${row + quietZone}h1v1h-1z`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 10}" height="${size * 10}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
}

/** The same code as a PNG of `pixels` square, for documents made in office software. */
export async function qrPng(text: string, pixels = 600): Promise<Buffer> {
  return sharp(Buffer.from(qrSvg(text)), { density: 300 })
    .resize(pixels, pixels, { kernel: 'nearest' })
    .png()
    .toBuffer()
}
