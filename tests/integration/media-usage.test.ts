import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeMediaUsage, findMediaUsage } from '@/modules/files/media-usage'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload

const uploadImage = async (name: string) => {
  const data = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  return payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt: '같은 설명' },
    file: { data, name, mimetype: 'image/png', size: data.length },
  })
}

beforeAll(async () => {
  payload = await createSeededPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`where an image is used (${dialect})`, () => {
  it('names the banners using an image, once per banner, and leaves unused images out', async () => {
    const used = await uploadImage('usage-used.png')
    const unused = await uploadImage('usage-unused.png')
    const banner = (title: string, data: Record<string, unknown>) =>
      payload.create({ collection: 'banners', overrideAccess: true, data: { title, alt: title, ...data } as never })
    // The same image for PC and mobile is still one use of the banner.
    await banner('여름 배너', { imagePc: used.id, imageMobile: used.id })
    await banner('가을 배너', { imagePc: used.id })

    const usage = await findMediaUsage(payload, [used.id, unused.id])
    expect(usage.get(String(used.id))).toEqual([{ label: '메인 배너', titles: ['여름 배너', '가을 배너'] }])
    expect(usage.has(String(unused.id))).toBe(false)
    expect(describeMediaUsage(usage.get(String(used.id)))).toBe('메인 배너: 여름 배너 외 1건')
    expect(describeMediaUsage(usage.get(String(unused.id)))).toBe('사용 안 함')

    // Without ids (the list's one lookup per page): every used image, the same answer.
    const all = await findMediaUsage(payload)
    expect(all.get(String(used.id))).toEqual(usage.get(String(used.id)))
    expect(all.has(String(unused.id))).toBe(false)
  })
})
