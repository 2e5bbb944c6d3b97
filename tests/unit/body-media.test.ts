import { describe, expect, it } from 'vitest'
import { bodyMediaRows, mediaInRichText } from '@/modules/files/body-media'

const image = (value: unknown, relationTo = 'media') => ({ type: 'upload', relationTo, value })

describe('the images a body shows', () => {
  it('finds upload nodes of the image library at any depth, each once, in order', () => {
    const body = {
      root: {
        children: [
          { type: 'paragraph', children: [image(3)] },
          { type: 'table', children: [{ children: [{ children: [image({ id: 7 }), image('3')] }] }] },
          image(9, 'attachments'),
          image('x'),
        ],
      },
    }
    expect(mediaInRichText(body)).toEqual([3, 7])
    expect(mediaInRichText(null)).toEqual([])
  })

  it('turns stored bodies into relationship rows, for images that still exist', () => {
    const posts = [
      { id: 1, content: JSON.stringify({ root: { children: [image(3), image(4)] } }) },
      { id: 2, content: { root: { children: [image(4)] } } },
      { id: 3, content: 'not json' },
    ]
    expect(bodyMediaRows(posts, new Set([3, 4]))).toEqual([
      [1, 1, 3],
      [1, 2, 4],
      [2, 1, 4],
    ])
    expect(bodyMediaRows(posts, new Set([4]))).toEqual([
      [1, 1, 4],
      [2, 1, 4],
    ])
  })
})
