/**
 * The certificates the institute issues and the grades each can carry (../shared/CONTENT-FACTS.md). A grade is
 * checked against its scheme's list, so the register's 등급 filter and statistics group real values only.
 */
export type CertificateScheme = {
  value: string
  ko: string
  en: string
  /** The grades in order, best first; an empty list means the scheme certifies without a grade. */
  grades: readonly string[]
}

export const certificateSchemes = [
  {
    value: 'energy-rating',
    ko: '건축물 에너지효율등급',
    en: 'Building Energy Efficiency Rating',
    grades: ['1+++', '1++', '1+', '1', '2', '3', '4', '5', '6', '7'],
  },
  {
    value: 'zeb',
    ko: '제로에너지건축물(ZEB)',
    en: 'Zero Energy Building (ZEB)',
    grades: ['1+', '1', '2', '3', '4', '5'],
  },
  {
    value: 'g-seed',
    ko: '녹색건축인증(G-SEED)',
    en: 'Green Building Certification (G-SEED)',
    grades: ['최우수', '우수', '우량', '일반'],
  },
  { value: 'eco-housing', ko: '에너지절약형 친환경주택', en: 'Energy-Saving Eco-Friendly Housing', grades: [] },
  {
    value: 'bf',
    ko: '장애물 없는 생활환경(BF)',
    en: 'Barrier-Free Living Environment',
    grades: ['최우수', '우수', '일반'],
  },
  { value: 'education-safety', ko: '교육시설 안전인증', en: 'Education Facility Safety', grades: ['최우수', '우수'] },
  { value: 'carbon-neutral', ko: '탄소중립 건축물', en: 'Carbon-Neutral Building', grades: [] },
] as const satisfies readonly CertificateScheme[]

export type SchemeValue = (typeof certificateSchemes)[number]['value']
export const schemeValues = certificateSchemes.map((s) => s.value) as [SchemeValue, ...SchemeValue[]]

export const certificateStages = [
  { value: 'preliminary', ko: '예비인증', en: 'Preliminary' },
  { value: 'main', ko: '본인증', en: 'Main' },
] as const
export type StageValue = (typeof certificateStages)[number]['value']
export const stageValues = certificateStages.map((s) => s.value) as [StageValue, ...StageValue[]]

export const schemeOf = (value: string): CertificateScheme | undefined =>
  certificateSchemes.find((scheme) => scheme.value === value)

/** Whether `grade` belongs to `scheme`: a graded scheme needs one of its grades, an ungraded one none. */
export function gradeFits(scheme: string, grade: string | null | undefined): boolean {
  const grades = schemeOf(scheme)?.grades
  if (!grades) return false
  return grades.length === 0 ? !grade : grades.includes(grade ?? '')
}

/** The grade as printed: 에너지효율 and ZEB grades read "1++등급", named grades stand alone. */
export function gradeLabel(grade: string | null | undefined, language: 'ko' | 'en'): string {
  if (!grade) return ''
  if (/^\d/.test(grade)) return language === 'ko' ? `${grade}등급` : `Grade ${grade}`
  if (language === 'ko') return grade
  const english: Record<string, string> = { 최우수: 'Excellent', 우수: 'Very good', 우량: 'Good', 일반: 'Certified' }
  return english[grade] ?? grade
}
