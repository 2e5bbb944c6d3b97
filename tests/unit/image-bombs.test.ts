import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  dimensionsProblem,
  maxImagePixels,
  maxImageSide,
  oversizedDimensionsMessage,
  readImageDimensions,
  rejectedImageMessage,
} from '@/modules/files/image-types'
import { giantSidePng, manyPixelsPng, smallPng } from '../support/image-bombs'

const png = { extension: 'png', mimeType: 'image/png' }

describe('decompression bombs', () => {
  it('the fixtures are tiny files declaring huge pictures', async () => {
    expect(giantSidePng().length).toBeLessThan(1024)
    expect(await readImageDimensions(giantSidePng(), png)).toEqual({ width: 30_000, height: 30_000, frames: 1 })
    expect(await readImageDimensions(manyPixelsPng(), png)).toEqual({ width: 9_000, height: 9_000, frames: 1 })
  })

  it('a side over 12 000 px or more than 40 MP in total is refused with a Korean message', async () => {
    expect(oversizedDimensionsMessage).toBe(
      '이미지의 가로세로 크기가 너무 큽니다. 한 변 12,000픽셀, 전체 4000만 화소까지 올릴 수 있습니다.',
    )
    expect(dimensionsProblem(await readImageDimensions(giantSidePng(), png))).toBe(oversizedDimensionsMessage)
    expect(dimensionsProblem(await readImageDimensions(manyPixelsPng(), png))).toBe(oversizedDimensionsMessage)
    expect(dimensionsProblem({ width: maxImageSide + 1, height: 10, frames: 1 })).toBe(oversizedDimensionsMessage)
  })

  it('animation frames count together', () => {
    expect(dimensionsProblem({ width: 2000, height: 2000, frames: 10 })).toBeNull()
    expect(dimensionsProblem({ width: 2000, height: 2000, frames: 11 })).toBe(oversizedDimensionsMessage)
    expect(2000 * 2000 * 10).toBe(maxImagePixels)
  })

  it('ordinary photos and small images pass', async () => {
    expect(dimensionsProblem(await readImageDimensions(smallPng(), png))).toBeNull()
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer()
    expect(await readImageDimensions(photo, { extension: 'jpg', mimeType: 'image/jpeg' })).toEqual({
      width: 4000,
      height: 3000,
      frames: 1,
    })
    expect(dimensionsProblem({ width: maxImageSide, height: 3000, frames: 1 })).toBeNull()
  })

  it('an animated GIF reports its frame count and the height of one frame', async () => {
    // Three 40×30 frames of different colours (identical frames would be merged by the encoder).
    const frames = Buffer.concat([0x20, 0x80, 0xe0].map((shade) => Buffer.alloc(40 * 30 * 3, shade)))
    const gif = await sharp(frames, { raw: { width: 40, height: 90, channels: 3, pageHeight: 30 } })
      .gif()
      .toBuffer()
    expect(await readImageDimensions(gif, { extension: 'gif', mimeType: 'image/gif' })).toEqual({
      width: 40,
      height: 30,
      frames: 3,
    })
  })

  it('a BMP header is read by hand; an unreadable header is refused as not an image', async () => {
    const bmp = Buffer.alloc(54)
    bmp.write('BM', 0, 'latin1')
    bmp.writeInt32LE(20_000, 18)
    bmp.writeInt32LE(-10, 22)
    expect(await readImageDimensions(bmp, { extension: 'bmp', mimeType: 'image/bmp' })).toEqual({
      width: 20_000,
      height: 10,
      frames: 1,
    })
    const broken = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])
    expect(dimensionsProblem(await readImageDimensions(broken, png))).toBe(rejectedImageMessage)
  })
})
