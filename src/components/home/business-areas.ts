/** Shortcuts to the main business areas on the home page (labels in both locales, site paths). */
export const businessAreas = [
  {
    icon: 'zap',
    path: '/certification/certification02',
    ko: ['제로에너지건축물 인증', '에너지자립률에 따른 ZEB 인증과 종전 에너지효율등급'],
    en: ['Zero Energy Building', 'ZEB certification and the former efficiency rating'],
  },
  {
    icon: 'leaf',
    path: '/certification/certification08',
    ko: ['녹색건축·BF 인증', 'G-SEED, 장애물 없는 생활환경, 교육시설 안전인증'],
    en: ['Green & barrier-free', 'G-SEED, barrier-free and school safety certification'],
  },
  {
    icon: 'shield',
    path: '/diagnosis/diagnosis01',
    ko: ['안전·에너지 진단', '안전진단, 관리점검, 에너지진단, 기계설비 성능점검'],
    en: ['Safety & energy diagnosis', 'Safety diagnosis, inspections, energy audits'],
  },
  {
    icon: 'building',
    path: '/diagnosis/diagnosis06',
    ko: ['그린리모델링', '기존 건축물의 에너지 성능 개선과 지원사업 신청'],
    en: ['Green remodelling', 'Energy upgrades of existing buildings'],
  },
  {
    icon: 'globe',
    path: '/carbon/carbon01',
    ko: ['탄소중립·배출권', '탄소중립 컨설팅, 배출권거래제, 국내외 감축사업'],
    en: ['Carbon neutrality', 'Consulting, emissions trading, offset projects'],
  },
  {
    icon: 'sun',
    path: '/rnd/rnd04',
    ko: ['신재생에너지·EMS', '건물 신재생에너지와 에너지관리시스템 연구'],
    en: ['Renewables & EMS', 'Building renewables and energy management research'],
  },
] as const
