import { cards, h3, p, type SeedPage, table, text, ul } from './build'

export const companyPages: SeedPage[] = [
  {
    path: 'company/about',
    title: '인사말·기관소개',
    summary:
      '녹색기후기술원은 건축물 에너지·녹색건축 인증, 안전·에너지 진단, 탄소중립 컨설팅과 연구개발을 수행하는 녹색기술 전문기관입니다.',
    lead: '건축물이 지어지기 전 설계 단계부터 사용하고 고쳐 쓰는 모든 과정에서, 에너지를 덜 쓰고 더 안전한 건물을 만드는 일을 돕습니다.',
    layout: [
      text(
        '원장 인사말',
        p('안녕하십니까. 녹색기후기술원 누리집을 찾아 주신 여러분께 감사드립니다.'),
        p(
          '우리나라 온실가스 배출에서 건물 부문이 차지하는 몫은 운영 단계만 따져도 7% 안팎이며, 건축 자재를 만들고 짓는 과정까지 더하면 훨씬 커집니다. 2050 탄소중립을 이루려면 새로 짓는 건물은 처음부터 에너지를 적게 쓰도록 설계하고, 이미 있는 건물은 진단과 성능개선으로 효율을 높여야 합니다.',
        ),
        p(
          '녹색기후기술원은 이 두 가지 일을 한곳에서 돕기 위해 인증, 진단, 탄소중립 컨설팅, 연구개발 조직을 함께 갖추었습니다. 설계 도서 검토부터 준공 후 현장 확인까지 같은 연구원이 책임지고, 법령이 바뀌면 가장 먼저 고객에게 알리겠습니다.',
        ),
        p('공정하고 정확한 평가, 현장에서 쓸모 있는 기술로 신뢰에 보답하겠습니다. 감사합니다.'),
        p('**녹색기후기술원 원장**'),
      ),
      cards('주요 업무', '법령에 따른 인증·진단 업무와 이를 뒷받침하는 연구를 함께 수행합니다.', [
        [
          'zap',
          '에너지 인증',
          '제로에너지건축물 인증과 종전 건축물 에너지효율등급 인증, 녹색건축인증(G-SEED)을 수행합니다.',
          '/certification/certification02',
        ],
        [
          'accessibility',
          '생활환경·안전 인증',
          '장애물 없는 생활환경(BF) 인증과 교육시설 안전인증을 수행합니다.',
          '/certification/certification04',
        ],
        [
          'shield',
          '진단·기술지원',
          '건축물 안전진단, 관리점검, 에너지진단, 기계설비 성능점검, 열수송관 안전진단을 수행합니다.',
          '/diagnosis/diagnosis01',
        ],
        [
          'leaf',
          '탄소중립',
          '건물 전과정평가(LCA), 배출권거래제 대응, 국내외 감축사업 개발을 지원합니다.',
          '/carbon/carbon01',
        ],
        [
          'flask',
          '연구개발',
          '에너지 절감, 에너지관리시스템, 신재생에너지 분야의 실증 연구를 수행합니다.',
          '/rnd/rnd01',
        ],
        [
          'file',
          '공인시험',
          'KOLAS 공인시험기관으로서 국제적으로 통용되는 시험성적서를 발급합니다.',
          '/certification/certification06',
        ],
      ]),
      text(
        '비전과 핵심가치',
        h3('비전: 건물에서 시작하는 탄소중립, 가장 믿을 수 있는 녹색기술 파트너'),
        ul(
          '**공정**: 인증과 진단은 법령과 기준에 따라 독립적으로 판단하며, 컨설팅과 인증 업무를 한 건물에 함께 맡지 않습니다.',
          '**정확**: 현장 확인과 측정 자료를 근거로 평가하고, 모든 결과는 검토자와 승인자가 두 번 확인합니다.',
          '**친절**: 신청 전 대상 여부와 준비 서류를 먼저 안내하고, 진행 상황을 단계마다 알려 드립니다.',
          '**혁신**: 연구개발 결과를 인증·진단 실무에 바로 적용해 고객의 비용과 시간을 줄입니다.',
        ),
      ),
    ],
  },
  {
    path: 'company/history',
    title: '연혁',
    summary: '녹색기후기술원이 걸어온 길: 설립부터 인증기관 지정, 공인시험기관 인정, 탄소중립 사업 확대까지.',
    lead: '건축물 에너지 평가에서 출발해 인증, 진단, 탄소중립, 연구개발로 업무를 넓혀 왔습니다.',
    layout: [
      {
        blockType: 'timeline',
        heading: '주요 연혁',
        entries: [
          { year: 2026, month: 3, text: '탄소중립본부 신설, 건물 전과정평가(LCA) 컨설팅 시작' },
          { year: 2025, month: 1, text: '에너지효율등급 인증의 제로에너지건축물 인증 통합 시행에 맞춰 인증 절차 개편' },
          { year: 2024, month: 6, text: '기계설비 성능점검 업무 확대, 진단기술본부로 조직 개편' },
          { year: 2023, month: 9, text: '열수송관 안전진단 업무 시작' },
          { year: 2022, month: 11, text: 'KOLAS 공인시험기관 인정 (ISO/IEC 17025)' },
          { year: 2021, month: 4, text: '교육시설 안전인증 업무 시작' },
          { year: 2020, month: 7, text: '장애물 없는 생활환경(BF) 인증 업무 시작' },
          { year: 2019, month: 5, text: '신재생에너지 분야 연구개발 과제 수행 시작' },
          { year: 2017, month: 2, text: '제로에너지건축물 인증 업무 시작' },
          { year: 2015, month: 10, text: '에너지진단 업무 시작' },
          { year: 2013, month: 8, text: '건축물 에너지효율등급 인증 업무 시작' },
          { year: 2012, month: 3, text: '녹색기후기술원 설립' },
        ],
      },
    ],
  },
  {
    path: 'company/group',
    title: '조직도·연락처',
    summary: '녹색기후기술원의 조직과 부서별 담당 업무, 전화번호와 이메일을 안내합니다.',
    lead: '업무별 담당 부서로 바로 연락하시면 더 빨리 안내받으실 수 있습니다.',
    layout: [
      {
        blockType: 'orgChart',
        heading: '조직도',
        units: [
          { name: '원장', parent: null, duties: null, phone: null, email: null },
          {
            name: '경영지원실',
            parent: '원장',
            duties: '인사, 회계, 계약, 민원 접수',
            phone: '044-868-2501',
            email: 'admin@greenclimate.or.kr',
          },
          { name: '인증본부', parent: '원장', duties: null, phone: null, email: null },
          {
            name: '에너지인증팀',
            parent: '인증본부',
            duties: '제로에너지건축물 인증, 건축물 에너지효율등급 인증, 에너지절약형 친환경주택 검토',
            phone: '044-868-2510',
            email: 'zeb@greenclimate.or.kr',
          },
          {
            name: '녹색건축·BF인증팀',
            parent: '인증본부',
            duties: '녹색건축인증(G-SEED), 장애물 없는 생활환경(BF) 인증',
            phone: '044-868-2520',
            email: 'gseed@greenclimate.or.kr',
          },
          {
            name: '교육시설안전인증팀',
            parent: '인증본부',
            duties: '교육시설 안전인증',
            phone: '044-868-2530',
            email: 'school@greenclimate.or.kr',
          },
          { name: '진단기술본부', parent: '원장', duties: null, phone: null, email: null },
          {
            name: '안전진단팀',
            parent: '진단기술본부',
            duties: '건축물 안전점검·정밀안전진단, 건축물 관리점검, 열수송관 안전진단',
            phone: '044-868-2540',
            email: 'safety@greenclimate.or.kr',
          },
          {
            name: '에너지진단팀',
            parent: '진단기술본부',
            duties: '에너지진단, 성능개선·그린리모델링 기술지원',
            phone: '044-868-2550',
            email: 'audit@greenclimate.or.kr',
          },
          {
            name: '설비점검팀',
            parent: '진단기술본부',
            duties: '기계설비 성능점검',
            phone: '044-868-2560',
            email: 'mep@greenclimate.or.kr',
          },
          { name: '탄소중립본부', parent: '원장', duties: null, phone: null, email: null },
          {
            name: '탄소중립컨설팅팀',
            parent: '탄소중립본부',
            duties: '건물 전과정평가(LCA), 내재탄소 저감, 탄소중립 로드맵',
            phone: '044-868-2570',
            email: 'carbon@greenclimate.or.kr',
          },
          {
            name: '배출권사업팀',
            parent: '탄소중립본부',
            duties: '배출권거래제 대응, 외부사업·국외 감축사업 개발',
            phone: '044-868-2575',
            email: 'ets@greenclimate.or.kr',
          },
          { name: '연구개발본부', parent: '원장', duties: null, phone: null, email: null },
          {
            name: '에너지연구팀',
            parent: '연구개발본부',
            duties: '건물 에너지 절감, 에너지관리시스템(EMS·BEMS) 연구',
            phone: '044-868-2580',
            email: 'rnd@greenclimate.or.kr',
          },
          {
            name: '신재생연구팀',
            parent: '연구개발본부',
            duties: '건물 적용 신재생에너지 설비 연구·실증',
            phone: '044-868-2585',
            email: 'renewable@greenclimate.or.kr',
          },
          { name: '시험인증센터', parent: '원장', duties: null, phone: null, email: null },
          {
            name: 'KOLAS시험팀',
            parent: '시험인증센터',
            duties: '공인시험(ISO/IEC 17025), 시험성적서 발급',
            phone: '044-868-2590',
            email: 'lab@greenclimate.or.kr',
          },
        ],
      },
    ],
  },
  {
    path: 'company/ci',
    title: 'CI 소개',
    summary: '녹색기후기술원 심벌마크와 로고타입, 전용 색상의 의미와 사용 규정을 안내합니다.',
    lead: '건물과 잎을 하나로 엮은 심벌은 건축물에서 시작하는 탄소중립이라는 우리의 일을 담고 있습니다.',
    layout: [
      text(
        '심벌마크',
        p(
          '세 개의 건물 윤곽 위에 새잎이 돋아나는 모양입니다. 건물은 우리가 평가하고 진단하는 대상을, 잎은 그 건물이 만들어 갈 녹색의 미래를 뜻합니다. 둥근 사각형 바탕은 인증기관으로서의 신뢰와 안정감을 나타냅니다.',
        ),
      ),
      table({
        heading: '전용 색상',
        caption: '녹색기후기술원 전용 색상',
        columns: ['색상 이름', 'HEX', 'RGB', '쓰임'],
        rows: [
          ['기술원 녹색', '#0F6135', '15, 97, 53', '심벌 바탕, 제목, 주요 버튼'],
          ['새잎 연두', '#7EE2A8', '126, 226, 168', '심벌의 잎, 강조 그래픽'],
          ['짙은 숲', '#0A3F24', '10, 63, 36', '배경 띠, 인쇄물 표지'],
          ['맑은 공기', '#EFFAF3', '239, 250, 243', '바탕 면, 표 머리'],
        ],
        note: '인쇄물에는 별색 대신 CMYK 변환값을 쓰되, 색상 견본으로 반드시 확인합니다.',
      }),
      text(
        '사용 규정',
        ul(
          '심벌과 로고타입의 비율, 색상, 배치를 바꾸지 않습니다.',
          '심벌 둘레에는 심벌 높이의 4분의 1 이상 여백을 둡니다.',
          '어두운 배경에서는 흰색 로고타입을, 밝은 배경에서는 기술원 녹색 로고타입을 씁니다.',
          '원본 파일이 필요하시면 경영지원실(044-868-2501)로 용도를 알려 주십시오.',
        ),
      ),
    ],
  },
  {
    path: 'company/location',
    title: '오시는 길',
    summary: '녹색기후기술원 주소와 대중교통·자가용 이용 방법을 안내합니다.',
    lead: '정부세종청사 남쪽, 가름로에 있습니다. 방문 전 담당 부서에 연락 주시면 더 빠르게 안내해 드립니다.',
    layout: [
      {
        blockType: 'contact',
        heading: '찾아오시는 길',
        showMap: true,
        transport: [
          {
            mode: 'train',
            text: 'KTX·SRT 오송역에서 세종 방면 BRT(간선급행버스)로 약 25분 이동 후, 정부세종청사 남측 정류장에서 내려 걸어서 5분입니다.',
          },
          {
            mode: 'bus',
            text: 'BRT 정부세종청사 남측 정류장에서 내려 가름로 방향으로 걸어서 5분입니다.\n세종고속시외버스터미널에서 BRT로 약 10분 걸립니다.',
          },
          {
            mode: 'car',
            text: '내비게이션에 도로명 주소를 입력해 주십시오. 건물 지하 주차장을 이용하실 수 있으며, 방문객은 안내데스크에서 주차 확인을 받으십시오.',
          },
        ],
        note: '장애인 전용 주차구역과 엘리베이터는 건물 정문 쪽에 있습니다. 휠체어로 방문하시는 경우 미리 연락 주시면 안내해 드립니다.',
      },
    ],
  },
]
