import type { Payload } from 'payload'
import sharp from 'sharp'

type Scene = 'zeb' | 'remodel' | 'carbon'

const palettes: Record<Scene, [string, string, string]> = {
  zeb: ['#0a3f24', '#147a42', '#7ee2a8'],
  remodel: ['#0b3a4a', '#1f6f78', '#9ee6d8'],
  carbon: ['#153b2a', '#3f7d3a', '#c6ef9c'],
}

/** An illustration without text (the caption is real text over it): sky, sun, skyline and leaves. */
function illustration(scene: Scene, width: number, height: number): string {
  const [dark, mid, light] = palettes[scene]
  const ground = height * 0.86
  const unit = Math.max(width, height) / 24
  const buildings = Array.from({ length: 14 }, (_, i) => {
    const w = unit * (1.2 + ((i * 7) % 5) * 0.35)
    const h = unit * (3 + ((i * 11) % 7) * 1.1)
    const x = width * 0.38 + i * unit * 1.55
    const windows = Array.from(
      { length: Math.floor(h / (unit * 0.9)) },
      (_, r) =>
        `<rect x="${x + w * 0.2}" y="${ground - h + unit * 0.5 + r * unit * 0.9}" width="${w * 0.6}" height="${unit * 0.35}" fill="${light}" opacity="0.35"/>`,
    ).join('')
    return `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" rx="${unit * 0.1}" fill="${i % 2 ? mid : dark}" opacity="0.9"/>${windows}`
  }).join('')
  const panels =
    scene === 'zeb' && width > height
      ? Array.from(
          { length: 6 },
          (_, i) =>
            `<rect x="${width * 0.62 + i * unit * 1.1}" y="${ground - unit * 9.6}" width="${unit}" height="${unit * 0.5}" fill="#cfe8ff" opacity="0.85" transform="skewX(-20)"/>`,
        ).join('')
      : ''
  const leaves = Array.from({ length: 5 }, (_, i) => {
    const cx = width * (0.1 + i * 0.07)
    const cy = ground - unit * (1 + (i % 3))
    const s = unit * (1.4 + (i % 2))
    return `<path d="M${cx} ${cy} c ${s} ${-s} ${s * 2} ${-s * 0.3} ${s * 2.2} ${-s * 1.6} c ${-s * 1.4} ${0} ${-s * 2.2} ${s * 0.5} ${-s * 2.2} ${s * 1.6}z" fill="${light}" opacity="${0.25 + i * 0.1}"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${width * 0.82}" cy="${height * 0.22}" r="${unit * 2.4}" fill="${light}" opacity="0.5"/>
  <circle cx="${width * 0.82}" cy="${height * 0.22}" r="${unit * 4}" fill="${light}" opacity="0.12"/>
  ${buildings}${panels}${leaves}
  <rect y="${ground}" width="${width}" height="${height - ground}" fill="${dark}"/>
  <rect width="${width}" height="${height}" fill="${dark}" opacity="0.15"/>
</svg>`
}

async function upload(payload: Payload, scene: Scene, screen: 'pc' | 'mobile', alt: string) {
  const [width, height] = screen === 'pc' ? ([1920, 640] as const) : ([780, 960] as const)
  const data = await sharp(Buffer.from(illustration(scene, width, height)))
    .webp({ quality: 82 })
    .toBuffer()
  const doc = await payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt },
    file: { data, mimetype: 'image/webp', name: `banner-${scene}-${screen}.webp`, size: data.length },
  })
  return doc.id
}

const banners: {
  scene: Scene
  title: [string, string]
  caption: [string, string]
  alt: [string, string]
  link: string
}[] = [
  {
    scene: 'zeb',
    title: [
      '제로에너지건축물 인증, 민간 건축물로 단계적 확대',
      'Zero Energy Building certification is being phased in for private buildings',
    ],
    caption: [
      '2025년부터 에너지효율등급 인증이 ZEB 인증으로 통합되고 1+ 등급이 새로 생겼습니다. 설계 단계부터 상담해 드립니다.',
      'Since 2025 the energy efficiency rating is part of ZEB certification, with a new 1+ grade. Talk to us at the design stage.',
    ],
    alt: [
      '태양광 패널을 얹은 건물들이 늘어선 녹색 도시 풍경',
      'A green city skyline with solar panels on the rooftops',
    ],
    link: '/certification/certification02',
  },
  {
    scene: 'remodel',
    title: ['오래된 건물을 고쳐 쓰는 그린리모델링', 'Green remodelling gives older buildings a new life'],
    caption: [
      '에너지진단으로 개선 잠재량을 찾고, 공공 공모와 민간 이자지원 신청까지 함께합니다.',
      'We find the savings with an energy audit and help with public calls and private interest support.',
    ],
    alt: ['푸른 하늘 아래 단정하게 정비된 건물들', 'Renovated buildings under a clear blue sky'],
    link: '/diagnosis/diagnosis06',
  },
  {
    scene: 'carbon',
    title: ['건물에서 시작하는 탄소중립', 'Carbon neutrality starts with buildings'],
    caption: [
      '전과정평가(LCA)로 건물의 탄소 발자국을 재고, 줄이는 길을 로드맵으로 제시합니다.',
      'We measure a building’s carbon footprint over its life cycle and map out how to reduce it.',
    ],
    alt: ['새잎이 돋아난 숲과 도시가 어우러진 풍경', 'Fresh leaves in front of a city skyline'],
    link: '/carbon/carbon01',
  },
]

/** Three main-visual slides with PC and mobile images, created once. */
export async function seedHomeBanners(payload: Payload): Promise<void> {
  const existing = await payload.count({ collection: 'banners', overrideAccess: true })
  if (existing.totalDocs > 0) return
  const context = { disableRevalidate: true }
  for (const [index, banner] of banners.entries()) {
    const imagePc = await upload(payload, banner.scene, 'pc', banner.alt[0])
    const imageMobile = await upload(payload, banner.scene, 'mobile', banner.alt[0])
    const created = await payload.create({
      collection: 'banners',
      locale: 'ko',
      overrideAccess: true,
      context,
      data: {
        title: banner.title[0],
        caption: banner.caption[0],
        alt: banner.alt[0],
        imagePc,
        imageMobile,
        link: banner.link,
        target: '_self',
        enabled: true,
        sortOrder: index + 1,
      },
    })
    await payload.update({
      collection: 'banners',
      id: created.id,
      locale: 'en',
      overrideAccess: true,
      context,
      data: { title: banner.title[1], caption: banner.caption[1], alt: banner.alt[1] },
    })
  }
}
