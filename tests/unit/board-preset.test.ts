import { describe, expect, it } from 'vitest'
import { boardSeqOfQuery, presetBoardSeq } from '@/modules/boards/board-preset'

const query = (search: string) => new URLSearchParams(search)
const site = 'http://127.0.0.1:3000'

describe('the board preset of a new post', () => {
  it('takes ?boardSeq= of the create view (글쓰기, content-modify)', () => {
    expect(presetBoardSeq(query('boardSeq=5'), null)).toBe(5)
  })

  it("takes the board of the list whose 새로 생성 was clicked (the referrer's board filter)", () => {
    const list = `${site}/admin/collections/posts?where%5BboardSeq%5D%5Bequals%5D=1&page=2`
    expect(presetBoardSeq(query(''), list)).toBe(1)
  })

  it("reads the filter bar's nested form of the same filter", () => {
    expect(boardSeqOfQuery(query('where[or][0][and][0][boardSeq][equals]=4'))).toBe(4)
  })

  it('prefers the create view query over the referrer', () => {
    expect(presetBoardSeq(query('boardSeq=6'), `${site}/admin/collections/posts?where[boardSeq][equals]=1`)).toBe(6)
  })

  it('presets nothing when the list shows several boards or none', () => {
    const several = `${site}/admin/collections/posts?where[or][0][and][0][boardSeq][equals]=1&where[or][1][and][0][boardSeq][equals]=4`
    expect(presetBoardSeq(query(''), several)).toBeUndefined()
    expect(presetBoardSeq(query(''), `${site}/admin/collections/posts`)).toBeUndefined()
    expect(presetBoardSeq(null, null)).toBeUndefined()
  })

  it('ignores what is not a board number', () => {
    expect(boardSeqOfQuery(query('boardSeq=0'))).toBeUndefined()
    expect(boardSeqOfQuery(query('boardSeq=1e3'))).toBeUndefined()
    expect(boardSeqOfQuery(query('where[boardSeq][not_equals]=1'))).toBeUndefined()
    expect(presetBoardSeq(query(''), 'not a url')).toBeUndefined()
  })
})
