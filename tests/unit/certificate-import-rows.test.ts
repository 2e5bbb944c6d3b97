import { describe, expect, it } from 'vitest'
import { importMessages, importRows, parseCsv } from '@/modules/certification/import-rows'
import { certificateMessages } from '@/modules/certification/record-rules'

const head =
  '인증번호,인증종류,예비/본인증,등급,건축물명,도로명주소,시도,시군구,용도,연면적(㎡),인증일,유효기간,상태,처분일,재발급 인증번호,공개,개인 단독주택'

describe('reading a register CSV', () => {
  it('reads quoted cells, quotes within them, CRLF and a BOM, and drops blank lines', () => {
    expect(parseCsv('\uFEFFa,"b ""c"", d",e\r\n\r\n"x\ny",,z\n')).toEqual([
      ['a', 'b "c", d', 'e'],
      ['x\ny', '', 'z'],
    ])
  })

  it("takes the register's own download back, labels and printed grades included", () => {
    const text = `\uFEFF"인증번호","인증종류","예비/본인증","등급","건축물명","주소","시도","시군구","용도","연면적(㎡)","인증일","유효기간","상태","처분일","재발급 인증번호"\r\n"ZEB-2026-0001","제로에너지건축물(ZEB)","본인증","1++등급","세종 청사","세종특별자치시 한누리대로 1","세종특별자치시","세종시","업무시설","12,500","2026.03.15","2031/3/14","유효","",""\r\n`
    const { rows, refusals } = importRows(text.replace('"1++등급"', '"1등급"'))
    expect(refusals).toEqual([])
    expect(rows).toEqual([
      {
        row: 2,
        body: expect.objectContaining({
          number: 'ZEB-2026-0001',
          scheme: 'zeb',
          stage: 'main',
          grade: '1',
          roadAddress: '세종특별자치시 한누리대로 1',
          floorArea: 12500,
          issuedOn: '2026-03-15',
          validUntil: '2031-03-14',
          status: 'valid',
          published: true,
          privateHouse: false,
        }),
      },
    ])
  })

  it('names the row, the column as headed and the reason of every refusal', () => {
    const text = [
      head,
      'BF-1,bf,본인증,1++,도서관,부산 1,부산광역시,해운대구,도서관,1000,2025-01-01,2030-01-01,유효,,,예,아니오',
      'BF-2,bf,본인증,우수,도서관,부산 1,부산광역시,해운대구,도서관,넓음,2025-02-30,2024-01-01,취소,,,아마,',
      'BF-1,bf,본인증,우수,도서관,부산 1,부산광역시,해운대구,도서관,1000,2025-01-01,,유효,,,,',
    ].join('\n')
    const { rows, refusals, total } = importRows(text)
    expect(total).toBe(3)
    expect(rows).toEqual([])
    expect(refusals).toEqual([
      { row: 2, column: '등급', reason: certificateMessages.grade },
      { row: 3, column: '연면적(㎡)', reason: importMessages.number },
      { row: 3, column: '공개', reason: importMessages.boolean },
      { row: 3, column: '인증일', reason: certificateMessages.day },
      { row: 3, column: '유효기간', reason: certificateMessages.validUntil },
      { row: 3, column: '처분일', reason: certificateMessages.statusDate },
      { row: 4, column: '인증번호', reason: importMessages.duplicateRow(2) },
    ])
  })

  it('says which required column is missing, and that an empty file has no rows', () => {
    expect(importRows('인증번호,건축물명\nA-1,x').refusals.map((r) => r.reason)).toContain(
      importMessages.missingColumn('인증종류'),
    )
    expect(importRows(head).refusals).toEqual([{ row: 1, column: '', reason: importMessages.empty }])
  })
})
