import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeMediaUsage, findMediaUsage } from '@/modules/files/media-usage'
import { createPost } from '../support/board-fixtures'
import { paragraph, textNode } from '../support/lexical'
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

  it('names the posts whose body shows an image, follows edits of the body', async () => {
    const inBody = await uploadImage('usage-body.png')
    const other = await uploadImage('usage-other.png')
    const imageNode = (id: number) => ({
      type: 'upload',
      version: 3,
      format: '',
      id: `node-${id}`,
      fields: null,
      relationTo: 'media',
      value: id,
    })
    const body = (...children: unknown[]) => ({
      root: { type: 'root', direction: null, format: '', indent: 0, version: 1, children },
    })
    const post = await createPost(payload, { boardSeq: 1, title: '본문 이미지 공지' })
    await payload.update({
      collection: 'posts',
      id: post.id,
      overrideAccess: true,
      data: { content: body(paragraph([textNode('사진:')]), imageNode(inBody.id), imageNode(inBody.id)) as never },
    })
    const usage = await findMediaUsage(payload, [inBody.id, other.id])
    expect(usage.get(String(inBody.id))).toEqual([{ label: '게시글', titles: ['본문 이미지 공지'] }])
    expect(usage.has(String(other.id))).toBe(false)
    expect((await findMediaUsage(payload)).get(String(inBody.id))).toEqual(usage.get(String(inBody.id)))

    // A save that does not send the body cannot claim an image; a new body replaces the list.
    await payload.update({
      collection: 'posts',
      id: post.id,
      overrideAccess: true,
      data: { title: '본문 이미지 공지', bodyMedia: [other.id] } as never,
    })
    expect((await findMediaUsage(payload, [other.id])).has(String(other.id))).toBe(false)
    await payload.update({
      collection: 'posts',
      id: post.id,
      overrideAccess: true,
      data: { content: body(imageNode(other.id)) as never },
    })
    const after = await findMediaUsage(payload, [inBody.id, other.id])
    expect(after.has(String(inBody.id))).toBe(false)
    expect(after.get(String(other.id))).toEqual([{ label: '게시글', titles: ['본문 이미지 공지'] }])

    // Deleting the image drops it from the post's list.
    await payload.delete({ collection: 'media', id: other.id, overrideAccess: true })
    const stored = await payload.findByID({ collection: 'posts', id: post.id, overrideAccess: true, depth: 0 })
    expect(stored.bodyMedia ?? []).toEqual([])
  })

  it('names the pages and popups whose rich text shows an image, in either language', async () => {
    const inEnglish = await uploadImage('usage-page-en.png')
    const inPopup = await uploadImage('usage-popup.png')
    const unused = await uploadImage('usage-rich-unused.png')
    const imageNode = (id: number) => ({
      type: 'upload',
      version: 3,
      format: '',
      fields: null,
      relationTo: 'media',
      value: id,
    })
    const body = (...children: unknown[]) => ({
      root: { type: 'root', direction: null, format: '', indent: 0, version: 1, children },
    })
    const page = await payload.create({
      collection: 'pages',
      locale: 'ko',
      overrideAccess: true,
      data: {
        path: 'test/usage-rich',
        title: '이미지 사용 페이지',
        _status: 'published',
        layout: [{ blockType: 'richText', content: body(paragraph([textNode('국문 본문')])) }],
      } as never,
    })
    // The image is only in the English version of the page: it is still in use.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      overrideAccess: true,
      data: {
        title: 'Page with an image',
        _status: 'published',
        layout: [{ blockType: 'richText', content: body(imageNode(inEnglish.id)) }],
      } as never,
    })
    await payload.create({
      collection: 'popups',
      locale: 'ko',
      overrideAccess: true,
      data: { title: '사진 팝업', content: body(imageNode(inPopup.id)) } as never,
    })

    const usage = await findMediaUsage(payload, [inEnglish.id, inPopup.id, unused.id])
    expect(usage.get(String(inEnglish.id))).toEqual([{ label: '페이지', titles: ['이미지 사용 페이지'] }])
    expect(usage.get(String(inPopup.id))).toEqual([{ label: '팝업', titles: ['사진 팝업'] }])
    expect(usage.has(String(unused.id))).toBe(false)
    const all = await findMediaUsage(payload)
    expect(all.get(String(inEnglish.id))).toEqual(usage.get(String(inEnglish.id)))
    expect(all.get(String(inPopup.id))).toEqual(usage.get(String(inPopup.id)))
  })
})
