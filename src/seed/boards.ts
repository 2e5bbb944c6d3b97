import { hash } from '@node-rs/argon2'
import type { Payload } from 'payload'
import { staffAuthorName } from '@/modules/boards/author-names'
import { boardSeqs } from '@/modules/boards/board-numbers'
import { type EmploymentType, employmentTypeName, koreanNoonAfter } from '@/modules/boards/recruitment'
import { lexicalFromParagraphs } from '@/modules/boards/rich-text'
import { qnaConsent } from '@/modules/qna/consent'
import type { Board } from '@/payload-types'
import { type SeedNoticeAttachment, seedNotices } from './notices'
import { simplePdf } from './pdf-document'

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
  performance?: {
    year: number
    recordType: string
    projectName: string
    client: string
    location: string
    result: string
  }
  recruitment?: { applyFrom: string; applyUntil: string; employmentType: EmploymentType; workplace: string }
  attachment?: SeedNoticeAttachment
}

/** One topic per issue, newest first, each with its own summary line (no two issues describe the same subject). */
const newsletterTopics = [
  [
    '제로에너지건축물 민간 의무화 첫해 점검',
    '연면적 1,000㎡ 이상 민간 건축물의 인증 신청 추이와 보완 요청이 잦았던 항목을 살펴봅니다.',
  ],
  ['ZEB 플러스 등급 첫 사례', '에너지 자립률 120%를 넘겨 새 1+ 등급을 받은 공공청사의 설계 전략을 소개합니다.'],
  [
    '공공 그린리모델링 공모 결과',
    '올해 선정된 노후 공공건축물 사업의 규모와 지원 금액, 성능 개선 목표를 정리했습니다.',
  ],
  ['건물 부문 탄소중립 로드맵', '운영 단계 배출 약 7%를 차지하는 건물 부문의 2030년 감축 경로를 짚어 봅니다.'],
  [
    'BF 인증 현장 심사에서 자주 지적되는 항목',
    '출입구 단차, 점자블록 연속성, 화장실 손잡이 높이 등 본인증 보완 사례를 모았습니다.',
  ],
  [
    '에너지 진단 주기와 대상',
    '연간 2,000toe 이상 사용 사업장의 5년 주기 진단과 공공건물 진단 대상을 표로 정리했습니다.',
  ],
  ['KOLAS 공인 성적서의 국제 통용', 'ILAC-MRA 마크가 붙은 성적서가 해외 발주처에 인정되는 범위를 설명합니다.'],
  [
    '신재생에너지 공급의무비율 36% 시대',
    '2026년부터 오른 공공건축물 공급의무비율에 맞춘 태양광·지열 설계 사례를 봅니다.',
  ],
  ['교육시설 안전인증 3개 영역', '시설안전, 실내환경안전, 외부환경안전 영역별 80% 기준을 학교 사례로 풀었습니다.'],
  ['기계설비 성능점검 첫 보고서 분석', '올해 처음 점검을 받은 건축물들의 설비별 개선 권고 건수를 분석했습니다.'],
  ['G-SEED 신축 비주거 배점 읽기', '그린1등급 80점부터 그린4등급 50점까지, 점수가 갈리는 평가 항목을 짚었습니다.'],
  ['정밀안전진단 등급별 주기', 'A등급 6년, B·C등급 5년, D·E등급 4년으로 정해진 진단 주기와 준비 서류를 안내합니다.'],
  [
    '에너지효율등급 인증의 ZEB 통합',
    '2025년 1월부터 하나로 합쳐진 인증 절차가 신청인에게 무엇을 바꿨는지 정리했습니다.',
  ],
  ['전과정평가(LCA)로 내재 탄소 줄이기', '자재 선택만으로 내재 탄소를 18% 줄인 업무시설 사례를 소개합니다.'],
  ['열수송관 안전진단 접수 일원화', '온라인 한 창구로 합친 접수 절차와 결과 보고서 조회 방법을 알려 드립니다.'],
  ['배출권거래제 외부사업 인증', 'KOC 1톤이 상쇄배출권으로 바뀌는 절차와 검증 때 요구되는 자료를 살펴봅니다.'],
  ['공동주택 ZEB 의무화 준비', '30세대 이상 공동주택에 적용되는 단계별 기준과 설계 단계 체크 포인트입니다.'],
  ['건축물 관리점검 제도', '건축물관리법에 따른 정기점검의 대상과 점검자 등록 요건을 알기 쉽게 풀었습니다.'],
  ['ECO2 입력 실수 줄이기', '1차 에너지 소요량 계산에서 자주 틀리는 외피 열관류율과 조명 밀도 입력을 짚었습니다.'],
  ['에너지절약형 친환경주택 기준', '주택건설기준에 따른 설계 기준과 사업계획 승인 때 내는 서류를 정리했습니다.'],
  ['그린리모델링 이자 지원', '민간 건축물이 에너지 성능 개선률에 따라 받을 수 있는 2~4% 이자 지원을 소개합니다.'],
  ['BIPV 효율 평가 연구 중간 결과', '건물 일체형 태양광 모듈의 방위별 발전량을 실측한 연구 결과를 전합니다.'],
  ['노후 학교 그린리모델링 표준 모델', '교실 외피와 환기 설비를 함께 고친 표준 모델의 에너지 절감 효과를 소개합니다.'],
  ['지열 히트펌프 성능 검증', '겨울철 실측으로 확인한 지열 히트펌프의 성능계수와 유지관리 유의점을 다룹니다.'],
] as const

const newsletterIssues = newsletterTopics.map(([theme, summary], i) => {
  const month = ((10 - i + 24) % 12) + 1
  const year = 2026 - Math.floor((i + (12 - 11)) / 12)
  return { title: `녹색기후기술원 뉴스레터 ${year}년 ${month}월호`, theme, summary, age: 15 + i * 30 }
})

/**
 * Postings with their terms: each is open for `days` days from the day it is dated, so the newest (dated five days
 * before the seed) is open on a fresh install whenever it is made, one starts in three days, and the older ones
 * closed, several in 2025.
 */
const recruitPosts: { title: string; type: EmploymentType; workplace: string; days: number; age?: number }[] = [
  { title: '2026년 하반기 인증심사원(정규직) 채용 공고', type: 'permanent', workplace: '세종 본원', days: 14 },
  { title: '에너지 진단 연구원(경력) 채용', type: 'permanent', workplace: '세종 본원', days: 14, age: -3 },
  { title: '건축 안전진단 기술자 채용 공고', type: 'permanent', workplace: '청주 현장 교육장', days: 14 },
  { title: 'KOLAS 시험원(계약직) 채용', type: 'contract', workplace: '세종 시험동', days: 10 },
  { title: '행정·회계 담당 직원 채용', type: 'permanent', workplace: '세종 본원', days: 14 },
  { title: '탄소중립 컨설턴트 채용 공고', type: 'permanent', workplace: '서울 사무소', days: 21 },
  { title: '체험형 인턴 모집', type: 'intern', workplace: '세종 본원', days: 10 },
  { title: '2026년 상반기 신입 연구원 공개 채용', type: 'permanent', workplace: '세종 본원', days: 21 },
  { title: '기계설비 성능점검 기술자 채용', type: 'contract', workplace: '대전 분원', days: 14 },
  { title: '홍보 담당(계약직) 채용', type: 'contract', workplace: '세종 본원', days: 10 },
  { title: 'R&D 과제 관리 연구원 채용', type: 'part-time', workplace: '세종 본원', days: 14 },
  { title: '2025년 하반기 경력직 채용 공고', type: 'permanent', workplace: '세종 본원', days: 14 },
]

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
        location: cities[i % cities.length] ?? '',
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
        location: cities[(i + 4) % cities.length] ?? '',
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
        location: '',
        result: phase > 2 ? '완료' : '수행 중',
      },
    })
  }
  return posts
}

/** Every demo post the seed creates, exported so tests can check the generated wording. */
export function demoPosts(now = new Date()): SeedPost[] {
  const posts: SeedPost[] = seedNotices.map((notice, i) => ({
    boardSeq: boardSeqs.notice,
    title: notice.title,
    category: notice.category,
    isNotice: i < 3,
    paragraphs: notice.paragraphs,
    attachment: notice.attachment,
    age: notice.age,
  }))
  for (const issue of newsletterIssues) {
    posts.push({
      boardSeq: boardSeqs.newsletter,
      title: issue.title,
      paragraphs: [`이번 호의 주제는 "${issue.theme}"입니다.`, issue.summary],
      age: issue.age,
    })
  }
  recruitPosts.forEach((posting, i) => {
    const age = posting.age ?? 5 + i * 45
    // Dated on the day its period starts; an upcoming posting is dated today, announced before it opens.
    const postAge = Math.max(age, 0)
    posts.push({
      boardSeq: boardSeqs.recruit,
      title: posting.title,
      paragraphs: [
        `${posting.workplace}에서 일할 ${employmentTypeName(posting.type, 'ko')} 직원을 모집합니다.`,
        '전형은 서류 심사, 면접, 신원 조회 순서로 진행하며 각 단계의 합격자에게 개별로 알려 드립니다.',
      ],
      age: postAge,
      recruitment: {
        applyFrom: koreanNoonAfter(now, -age),
        applyUntil: koreanNoonAfter(now, -age + posting.days),
        employmentType: posting.type,
        workplace: posting.workplace,
      },
    })
  })
  return [...posts, ...performancePosts()]
}

/** The generated PDF a notice says is attached, stored like a staff upload. */
async function seedAttachment(payload: Payload, attachment: SeedNoticeAttachment): Promise<number> {
  const data = simplePdf(attachment.title, attachment.lines)
  const created = await payload.create({
    collection: 'attachments',
    overrideAccess: true,
    data: {},
    file: { data, name: attachment.fileName, mimetype: 'application/pdf', size: data.length },
  })
  return Number(created.id)
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
        recruitment: post.recruitment,
        attachments: post.attachment ? [await seedAttachment(payload, post.attachment)] : undefined,
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
                '문의 주셔서 감사합니다. 관련 기준과 절차를 안내드리며, 추가로 궁금하신 점은 이 게시판에 다시 남겨 주시기 바랍니다.',
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
