import { hash } from '@node-rs/argon2'
import type { Payload } from 'payload'
import { staffAuthorName } from '@/modules/boards/author-names'
import { boardSeqs } from '@/modules/boards/board-numbers'
import { lexicalFromParagraphs } from '@/modules/boards/rich-text'
import { qnaConsent } from '@/modules/qna/consent'
import type { Board } from '@/payload-types'

/** 구분 (record types) of each performance board, the values its seeded records use. */
const certificationTypes = [
  '제로에너지건축물 본인증',
  '녹색건축 예비인증(G-SEED)',
  '녹색건축 인증(G-SEED)',
  'BF 본인증',
  '교육시설 안전인증',
  '제로에너지건축물 예비인증',
] as const
const engineeringTypes = [
  '건축물 정밀안전진단',
  '에너지 진단',
  '기계설비 성능점검',
  '그린리모델링 사업계획',
  '열수송관 안전진단',
  '건축물 관리점검',
] as const
const rndTypes = ['국가 R&D', '정책 연구'] as const

/** The boards the site starts with (exported for the tests that check every category has an English name). */
export const boardSettings = [
  {
    boardSettingSeq: boardSeqs.notice,
    name: '공지사항',
    type: 'notice',
    useCategories: true,
    categories: ['공지', '교육', '행사'],
  },
  {
    boardSettingSeq: boardSeqs.qna,
    name: '현장 Q&A',
    type: 'qna',
    secretPosts: 'optional',
    allowAttachments: false,
    allowAnswers: true,
  },
  { boardSettingSeq: boardSeqs.newsletter, name: '뉴스레터', type: 'newsletter' },
  {
    boardSettingSeq: boardSeqs.certificationRecords,
    name: '인증·평가 실적',
    type: 'performance',
    recordTypes: certificationTypes,
  },
  {
    boardSettingSeq: boardSeqs.engineeringRecords,
    name: '엔지니어링 실적',
    type: 'performance',
    recordTypes: engineeringTypes,
  },
  { boardSettingSeq: boardSeqs.rndRecords, name: 'R&D 실적', type: 'performance', recordTypes: rndTypes },
  { boardSettingSeq: boardSeqs.recruit, name: '채용정보', type: 'recruit' },
] as const

export async function seedBoards(payload: Payload) {
  for (const board of boardSettings) {
    const exists = await payload.count({
      collection: 'boards',
      where: { boardSettingSeq: { equals: board.boardSettingSeq } },
      overrideAccess: true,
    })
    if (exists.totalDocs > 0) continue
    const settings: Partial<Omit<Board, 'categories' | 'recordTypes'>> & {
      categories?: readonly string[]
      recordTypes?: readonly string[]
    } = board
    await payload.create({
      collection: 'boards',
      overrideAccess: true,
      data: {
        boardSettingSeq: board.boardSettingSeq,
        name: board.name,
        type: board.type,
        useCategories: settings.useCategories ?? false,
        categories: (settings.categories ?? []).map((name) => ({ name })),
        recordTypes: (settings.recordTypes ?? []).map((name) => ({ name })),
        secretPosts: settings.secretPosts ?? 'off',
        allowAttachments: settings.allowAttachments ?? true,
        allowAnswers: settings.allowAnswers ?? false,
        pageSize: 10,
      },
    })
  }
}

/**
 * The building energy efficiency rating merged into the ZEB certification in 2025, so its category is kept for the
 * questions filed under it (a category in use is never deleted) but no longer offered to visitors.
 */
export const retiredQnaCategoryNames = ['건축물 에너지효율등급']

const qnaCategoryNames = [
  '건축물 에너지효율등급',
  '제로에너지건축물',
  '녹색건축(G-SEED)',
  'BF 인증',
  '안전·에너지 진단',
  '기타',
]

export async function seedQnaCategories(payload: Payload) {
  for (const [order, name] of qnaCategoryNames.entries()) {
    const exists = await payload.count({
      collection: 'qna-categories',
      where: { name: { equals: name } },
      overrideAccess: true,
    })
    if (exists.totalDocs === 0)
      await payload.create({
        collection: 'qna-categories',
        overrideAccess: true,
        data: { name, order, hidden: retiredQnaCategoryNames.includes(name) },
      })
  }
}

/** Hides the retired categories on a site seeded before they were retired; their questions keep them. */
export async function hideRetiredQnaCategories(payload: Payload) {
  await payload.update({
    collection: 'qna-categories',
    where: { and: [{ name: { in: retiredQnaCategoryNames } }, { hidden: { not_equals: true } }] },
    data: { hidden: true },
    overrideAccess: true,
  })
}

const day = 24 * 60 * 60 * 1000
const daysAgo = (n: number, hour = 10) => {
  const d = new Date(Date.now() - n * day)
  d.setUTCHours(hour - 9, 0, 0, 0)
  return d.toISOString()
}

type SeedPost = {
  boardSeq: number
  title: string
  paragraphs: string[]
  category?: string
  isNotice?: boolean
  age: number
  performance?: { year: number; recordType: string; projectName: string; client: string; result: string }
}

const noticeTopics = [
  ['공지', '2026년 제로에너지건축물 인증 수수료 안내'],
  ['공지', '제로에너지건축물 인증 신청 서류 간소화 안내'],
  ['교육', '녹색건축 인증 실무자 교육 과정 수강생 모집'],
  ['공지', '추석 연휴 기간 인증 접수 일정 안내'],
  ['행사', '탄소중립 건축 세미나 개최 안내'],
  ['공지', '장애물 없는 생활환경(BF) 인증 심사 기준 개정 안내'],
  ['교육', '에너지 진단 기술자 보수교육 일정 공지'],
  ['공지', '온라인 인증 신청 시스템 점검 안내'],
  ['공지', 'KOLAS 공인 시험성적서 발급 절차 안내'],
  ['행사', '그린리모델링 우수 사례 공모전 결과 발표'],
  ['공지', '교육시설 안전인증 신청 접수 안내'],
  ['교육', 'ECO2 평가 프로그램 활용 실습 교육 안내'],
  ['공지', '2026년 하반기 인증 심의위원회 일정'],
  ['공지', '기계설비 성능점검 업무 범위 안내'],
  ['행사', '제로에너지건축물 정책 설명회 개최'],
  ['공지', '개인정보처리방침 개정 안내'],
  ['교육', '건축물 안전진단 실무 교육 2기 모집'],
  ['공지', '인증서 발급 방식 변경(전자 인증서) 안내'],
  ['공지', '연말 업무 마감 일정 안내'],
  ['행사', '녹색건축 국제 컨퍼런스 참가 안내'],
  ['공지', '신재생에너지 공급의무비율 상향에 따른 검토 안내'],
  ['공지', '열수송관 안전진단 접수 창구 일원화 안내'],
  ['교육', '탄소배출권 거래제 실무 과정 개설'],
  ['공지', '홈페이지 개편 안내'],
] as const

const newsletterIssues = Array.from({ length: 24 }, (_, i) => {
  const month = ((10 - i + 24) % 12) + 1
  const year = 2026 - Math.floor((i + (12 - 11)) / 12)
  const themes = [
    '제로에너지건축물 의무화 확대',
    '그린리모델링 지원 사업',
    '탄소중립 건축 로드맵',
    'BF 인증 사례',
    '에너지 진단 제도 변화',
    'KOLAS 시험 서비스',
  ]
  return {
    title: `녹색기후기술원 뉴스레터 ${year}년 ${month}월호`,
    theme: themes[i % themes.length] as string,
    age: 15 + i * 30,
  }
})

const recruitPosts = [
  '2026년 하반기 인증심사원(정규직) 채용 공고',
  '에너지 진단 연구원(경력) 채용',
  '건축 안전진단 기술자 채용 공고',
  'KOLAS 시험원(계약직) 채용',
  '행정·회계 담당 직원 채용',
  '탄소중립 컨설턴트 채용 공고',
  '체험형 인턴 모집',
  '2026년 상반기 신입 연구원 공개 채용',
  '기계설비 성능점검 기술자 채용',
  '홍보 담당(계약직) 채용',
  'R&D 과제 관리 연구원 채용',
  '2025년 하반기 경력직 채용 결과 안내',
] as const

// Sample rows until staff enter the institute's real records: no real organisation is named as a client.
const clients = [
  '○○시',
  '○○도 교육청',
  '○○공사',
  '○○건설(주)',
  '△△종합건축사사무소',
  '○○구청',
  '△△개발(주)',
  '○○재단',
  '○○학교법인',
  '△△건축사사무소',
]

function performancePosts(): SeedPost[] {
  const posts: SeedPost[] = []
  const results = ['ZEB 3등급', '그린3등급(우량)', '그린2등급(우수)', '우수', '최우수', 'ZEB 4등급'] as const
  const cert = certificationTypes.map((type, i) => [type, results[i] ?? ''] as const)
  const sites = [
    '행정복지센터',
    '초등학교 증축',
    '공공임대주택',
    '도서관',
    '청사',
    '체육관',
    '보건소',
    '어린이집',
    '복합문화센터',
    '중학교 그린스마트 개축',
  ]
  const cities = ['세종', '수원', '청주', '전주', '김해', '원주', '순천', '포항', '천안', '춘천']
  for (let i = 0; i < 30; i++) {
    const [type, result] = cert[i % cert.length] ?? (['', ''] as const)
    const site = `${cities[i % cities.length]} ${sites[(i * 3) % sites.length]}`
    // A site already named as an extension or a rebuild is not also called new construction.
    const project = /증축|개축/.test(site) ? site : `${site} 신축`
    posts.push({
      boardSeq: boardSeqs.certificationRecords,
      title: `${site} ${type}`,
      // Worded so that no particle depends on the inserted word: no neutral particle form in the text.
      paragraphs: [`${project} 사업의 ${type} 업무를 수행했습니다.`, `평가 결과는 ${result}입니다.`],
      age: 10 + i * 23,
      performance: {
        year: 2026 - Math.floor(i / 8),
        recordType: type,
        projectName: `${project} 공사`,
        client: clients[i % clients.length] ?? '',
        result,
      },
    })
  }
  const engineering = engineeringTypes
  for (let i = 0; i < 28; i++) {
    const type = engineering[i % engineering.length] ?? ''
    const site = `${cities[(i + 4) % cities.length]} ${sites[(i * 7) % sites.length]}`
    posts.push({
      boardSeq: boardSeqs.engineeringRecords,
      title: `${site} ${type}`,
      paragraphs: [`${site}의 ${type} 업무를 수행했습니다.`, '현장 조사, 측정, 개선 방안 제시까지 진행했습니다.'],
      age: 12 + i * 25,
      performance: {
        year: 2026 - Math.floor(i / 7),
        recordType: type,
        projectName: `${site} ${type} 용역`,
        client: clients[(i + 3) % clients.length] ?? '',
        result: i % 3 === 0 ? 'B등급(양호)' : i % 3 === 1 ? '개선 권고 12건' : '에너지 절감률 18%',
      },
    })
  }
  const rnd = [
    ['공공건축물 제로에너지화 기술 실증', '○○ 연구관리 전문기관'],
    ['건물 일체형 태양광(BIPV) 효율 평가 기술 개발', '○○ 에너지기술 전문기관'],
    ['노후 학교 그린리모델링 표준 모델 연구', '○○ 교육시설 전문기관'],
    ['건축물 전과정평가(LCA) 데이터베이스 구축', '○○ 환경 전문기관'],
    ['지열 히트펌프 성능 검증 연구', '○○ 에너지 전문기관'],
    ['스마트 에너지관리시스템(BEMS) 고도화', '○○ 산업기술 전문기관'],
  ] as const
  for (let i = 0; i < 26; i++) {
    const [name, client] = rnd[i % rnd.length] ?? rnd[0]
    const phase = Math.floor(i / rnd.length) + 1
    posts.push({
      boardSeq: boardSeqs.rndRecords,
      title: `${name} (${phase}차년도)`,
      paragraphs: [
        `${name} 과제의 ${phase}차년도 연구를 수행했습니다.`,
        '연구 결과는 관련 기준 개정에 활용되었습니다.',
      ],
      age: 20 + i * 40,
      performance: {
        year: 2026 - Math.floor(i / 6),
        recordType: rndTypes[(i + 1) % 2] ?? '',
        projectName: name,
        client,
        result: phase > 2 ? '완료' : '수행 중',
      },
    })
  }
  return posts
}

/** Every demo post the seed creates, exported so tests can check the generated wording. */
export function demoPosts(): SeedPost[] {
  const posts: SeedPost[] = noticeTopics.map(([category, title], i) => ({
    boardSeq: boardSeqs.notice,
    title,
    category,
    isNotice: i < 3,
    paragraphs: [
      `${title}에 관한 내용을 알려 드립니다.`,
      '자세한 사항은 첨부 자료를 확인하시거나 담당 부서(대표 전화)로 문의해 주시기 바랍니다.',
    ],
    age: 2 + i * 9,
  }))
  for (const issue of newsletterIssues) {
    posts.push({
      boardSeq: boardSeqs.newsletter,
      title: issue.title,
      paragraphs: [
        `이번 호의 주제는 "${issue.theme}"입니다.`,
        '제도 변화와 현장 사례, 교육 일정을 한눈에 정리했습니다.',
      ],
      age: issue.age,
    })
  }
  recruitPosts.forEach((title, i) => {
    posts.push({
      boardSeq: boardSeqs.recruit,
      title,
      paragraphs: ['모집 분야, 자격 요건, 전형 절차를 안내합니다.', '지원서는 채용 담당자 이메일로 제출해 주세요.'],
      age: 5 + i * 45,
    })
  })
  return [...posts, ...performancePosts()]
}

export async function seedBoardPosts(payload: Payload) {
  const existing = await payload.count({ collection: 'posts', overrideAccess: true })
  if (existing.totalDocs > 0) return
  for (const post of demoPosts()) {
    await payload.create({
      collection: 'posts',
      overrideAccess: true,
      data: {
        boardSeq: post.boardSeq,
        title: post.title,
        category: post.category,
        isNotice: post.isNotice ?? false,
        publishedAt: daysAgo(post.age),
        content: lexicalFromParagraphs(post.paragraphs),
        authorName: staffAuthorName,
        performance: post.performance,
        _status: 'published',
      },
    })
  }
}

const demoQna = [
  [
    '제로에너지건축물',
    '예비인증 신청 시기 문의',
    '설계 단계에서 예비인증을 언제 신청하면 되는지 궁금합니다.',
    true,
    true,
  ],
  ['건축물 에너지효율등급', '1++ 등급 기준 문의', '비주거 건물의 1++ 등급 기준값을 알고 싶습니다.', false, true],
  [
    'BF 인증',
    'BF 본인증 현장 심사 일정',
    '준공 예정일이 다음 달인데 현장 심사 일정을 어떻게 잡아야 하나요?',
    true,
    false,
  ],
  ['녹색건축(G-SEED)', 'G-SEED 재인증 필요 여부', '본인증 후 5년이 지났는데 재인증이 필요한가요?', false, false],
  [
    '안전·에너지 진단',
    '에너지 진단 주기 문의',
    '연간 2,000toe 이상 사용하는 사업장의 진단 주기가 궁금합니다.',
    true,
    true,
  ],
  ['기타', '인증서 재발급 방법', '인증서를 분실했는데 재발급 받을 수 있나요?', false, false],
  [
    '제로에너지건축물',
    '공동주택 ZEB 의무 대상 문의',
    '30세대 이상 공동주택도 의무 대상인지 알고 싶습니다.',
    true,
    false,
  ],
  [
    '안전·에너지 진단',
    '기계설비 성능점검 대상',
    '연면적 기준으로 성능점검 대상이 되는지 확인 부탁드립니다.',
    false,
    true,
  ],
] as const

export async function seedQnaPosts(payload: Payload) {
  const existing = await payload.count({ collection: 'qna', overrideAccess: true })
  if (existing.totalDocs > 0) return
  const categories = await payload.find({ collection: 'qna-categories', limit: 100, overrideAccess: true })
  // Demo posts share one password, printed nowhere; staff see them anyway.
  const passwordHash = await hash(`demo-${Date.now()}-${Math.random()}`, { algorithm: 2 })
  const names = ['김민수', '이지은', '박서준', '최유나', '정하늘', '한도윤', '윤서연', '장우진']
  for (const [i, [categoryName, title, content, isSecret, answered]] of demoQna.entries()) {
    const category = categories.docs.find((c) => c.name === categoryName) ?? categories.docs[0]
    if (!category) return
    await payload.create({
      collection: 'qna',
      overrideAccess: true,
      data: {
        category: category.id,
        title,
        content,
        name: names[i] ?? '방문자',
        email: `visitor${i + 1}@example.com`,
        passwordHash,
        isSecret,
        // Asked on the day the visitor agreed, two days before the answer: the list shows the question's date.
        createdAt: daysAgo(30 - i * 3),
        consent: { version: qnaConsent.version, agreedAt: daysAgo(30 - i * 3) },
        status: answered ? 'answered' : 'waiting',
        answer: answered
          ? {
              body: lexicalFromParagraphs([
                '문의 주셔서 감사합니다. 관련 기준과 절차를 안내드리며, 추가로 궁금하신 점은 담당 부서로 연락 주시기 바랍니다.',
              ]),
              answeredAt: daysAgo(28 - i * 3),
            }
          : undefined,
      },
    })
  }
}

export async function seedSubscribers(payload: Payload) {
  const existing = await payload.count({ collection: 'subscribers', overrideAccess: true })
  if (existing.totalDocs > 0) return
  const now = new Date().toISOString()
  const people = [
    ['reader1@example.com', '김구독', 'active'],
    ['reader2@example.com', '', 'active'],
    ['reader3@example.com', '이뉴스', 'active'],
    ['reader4@example.com', '', 'unsubscribed'],
  ] as const
  for (const [email, name, status] of people) {
    await payload.create({
      collection: 'subscribers',
      overrideAccess: true,
      data: {
        email,
        name: name || undefined,
        status,
        consent: { version: 'newsletter-2026-11', agreedAt: now },
        confirmedAt: now,
        unsubscribedAt: status === 'unsubscribed' ? now : undefined,
        unsubscribeToken: `${crypto.randomUUID()}-${crypto.randomUUID()}`.replace(/-/g, ''),
      },
    })
  }
}
