import {
  Accessibility,
  Building2,
  Factory,
  FileText,
  FlaskConical,
  Gauge,
  Globe2,
  Leaf,
  School,
  ShieldCheck,
  Sun,
  Zap,
} from 'lucide-react'

const icons = {
  building: Building2,
  leaf: Leaf,
  zap: Zap,
  shield: ShieldCheck,
  accessibility: Accessibility,
  school: School,
  flask: FlaskConical,
  factory: Factory,
  sun: Sun,
  globe: Globe2,
  gauge: Gauge,
  file: FileText,
} as const

export function CardIcon({ name, className }: { name?: string | null; className?: string }) {
  const Icon = icons[(name ?? 'leaf') as keyof typeof icons] ?? Leaf
  return <Icon aria-hidden="true" className={className} />
}
