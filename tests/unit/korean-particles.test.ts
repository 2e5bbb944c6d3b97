// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { applyKoreanTexts, koreanText } from '@/modules/admin/admin-text-fixes'
import { resolveParticles } from '@/modules/admin/korean-particles'

describe('paired particles, chosen by the word before them', () => {
  it('takes the form for a final consonant, or the one without', () => {
    expect(resolveParticles('게시글이(가) 없습니다')).toBe('게시글이 없습니다')
    expect(resolveParticles('메인 배너이(가) 없습니다')).toBe('메인 배너가 없습니다')
    expect(resolveParticles('팝업을(를) 복원했습니다')).toBe('팝업을 복원했습니다')
    expect(resolveParticles('공지사항을(를) 삭제합니다')).toBe('공지사항을 삭제합니다')
    expect(resolveParticles('메인 배너을(를) 삭제합니다')).toBe('메인 배너를 삭제합니다')
    expect(resolveParticles('분류은(는) 3개까지')).toBe('분류는 3개까지')
    expect(resolveParticles('첨부파일은(는) 3개까지')).toBe('첨부파일은 3개까지')
    expect(resolveParticles('사진과(와) 글')).toBe('사진과 글')
    expect(resolveParticles('배너와(과) 팝업')).toBe('배너와 팝업')
  })

  it('gives 로 after a final ㄹ and after a vowel, 으로 after any other consonant', () => {
    expect(resolveParticles('한국어(으)로 복사')).toBe('한국어로 복사')
    expect(resolveParticles('영문(으)로 복사')).toBe('영문으로 복사')
    expect(resolveParticles('게시글(으)로 이동')).toBe('게시글로 이동')
  })

  it('reads digits and Latin letters as Korean does', () => {
    expect(resolveParticles('2026.11.28 03:16이(가) 지났습니다')).toBe('2026.11.28 03:16이 지났습니다')
    expect(resolveParticles('버전 2이(가) 있습니다')).toBe('버전 2가 있습니다')
    expect(resolveParticles('Q&A이(가) 없습니다')).toBe('Q&A가 없습니다')
    expect(resolveParticles('현장 Q&A을(를) 엽니다')).toBe('현장 Q&A를 엽니다')
    expect(resolveParticles('HTML은(는) 쓸 수 없습니다')).toBe('HTML은 쓸 수 없습니다')
    expect(resolveParticles('URL(으)로 올리기')).toBe('URL로 올리기')
    expect(resolveParticles('7(으)로 바꾸기')).toBe('7로 바꾸기')
    expect(resolveParticles('3(으)로 바꾸기')).toBe('3으로 바꾸기')
  })

  it('looks past closing quotes and brackets, and into the text before when a particle starts the text', () => {
    expect(resolveParticles('게시글 "채용 공고"을(를) 복원했습니다')).toBe('게시글 "채용 공고"를 복원했습니다')
    expect(resolveParticles('(공지)이(가) 있습니다')).toBe('(공지)가 있습니다')
    expect(resolveParticles('을(를) 삭제합니다. 계속할까요?', () => '신규 인증 안내')).toBe(
      '를 삭제합니다. 계속할까요?',
    )
    expect(resolveParticles('을(를) 삭제합니다.', () => '탄소중립 포럼')).toBe('을 삭제합니다.')
  })

  it('leaves a particle it cannot decide, and text without one, as it was', () => {
    expect(resolveParticles('…이(가) 없습니다')).toBe('…이(가) 없습니다')
    expect(resolveParticles('이(가) 없습니다')).toBe('이(가) 없습니다')
    expect(resolveParticles('게시 (공지) 목록')).toBe('게시 (공지) 목록')
    expect(resolveParticles('')).toBe('')
  })
})

describe("the admin's texts in Korean", () => {
  it("translates the bulk upload's English toasts", () => {
    expect(koreanText('Successfully saved 1 files')).toBe('파일 1개를 저장했습니다.')
    expect(koreanText('Successfully saved 12 files')).toBe('파일 12개를 저장했습니다.')
    expect(koreanText('Failed to save 2 files')).toBe('파일 2개를 저장하지 못했습니다.')
    expect(koreanText('저장했습니다.')).toBe('저장했습니다.')
  })

  it('rewrites the page in place, the label in its own element included, and never what staff type', () => {
    document.body.innerHTML = `
      <p id="empty">게시글이(가) 없습니다.</p>
      <p id="dialog">메인 배너 <strong>여름 행사</strong>을(를) 삭제합니다. 계속할까요?</p>
      <div contenteditable="true"><p id="editor">질문이(가) 있나요</p></div>
      <textarea id="answer">답변이(가) 필요</textarea>`
    applyKoreanTexts(document.body)
    expect(document.getElementById('empty')?.textContent).toBe('게시글이 없습니다.')
    expect(document.getElementById('dialog')?.textContent).toBe('메인 배너 여름 행사를 삭제합니다. 계속할까요?')
    expect(document.getElementById('editor')?.textContent).toBe('질문이(가) 있나요')
    expect((document.getElementById('answer') as HTMLTextAreaElement).value).toBe('답변이(가) 필요')
  })
})
