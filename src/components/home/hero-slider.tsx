import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { enhanceHook } from '@/enhance/hooks'
import {
  activeSlideClass,
  counterText,
  type HeroSliderPart,
  heroSliderHook,
  heroSliderPart,
  pauseLabelAttribute,
  playLabelAttribute,
  progressWidth,
  slideClass,
} from './hero-slider-markup'

export type HeroSlide = {
  id: string | number
  title: string
  caption: string | null
  alt: string
  href: string | null
  target: '_self' | '_blank'
  pc: { url: string; width: number; height: number }
  mobile: { url: string; width: number; height: number }
}

/** `slideOf` holds `{{index}}` and `{{slidesLength}}`, filled in for each slide ("5개 중 2번째 슬라이드"). */
type Labels = { region: string; pause: string; play: string; prev: string; next: string; more: string; slideOf: string }

const slideLabel = (template: string, index: number, total: number) =>
  template.replace('{{index}}', String(index + 1)).replace('{{slidesLength}}', String(total))

/**
 * The home page's main visual. The server renders it standing on the first slide, the others inert (out of view,
 * out of the keyboard's and screen readers' way), which is all a visitor without scripts gets. The site's script
 * (src/enhance/hero-slider.ts) then shows the buttons and makes it move: every 6 s unless the visitor prefers
 * reduced motion, with a pause button (WCAG 2.2.2), previous/next buttons and arrow keys. The controls are
 * rendered `hidden` for that reason: a pause button for a slider that does not move would be a lie.
 */
export function HeroSlider({
  slides,
  labels,
  preferMobile,
}: {
  slides: HeroSlide[]
  labels: Labels
  preferMobile: boolean
}) {
  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      className="relative bg-brand-900"
      {...enhanceHook(heroSliderHook)}
    >
      {/* pan-y: a vertical swipe still scrolls the page, a horizontal one is the slider's to take. */}
      <div className="relative h-[520px] touch-pan-y overflow-hidden sm:h-[480px] lg:h-[560px]">
        <div className="flex h-full" aria-live="polite" {...heroSliderPart('track')}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group (the ARIA carousel pattern), not a form's fieldset
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(labels.slideOf, index, slides.length)}
              inert={index !== 0}
              aria-hidden={index !== 0}
              className={`${slideClass}${index === 0 ? ` ${activeSlideClass}` : ''} relative h-full w-full shrink-0 transition-transform duration-700 motion-reduce:transition-none`}
              {...heroSliderPart('slide')}
            >
              <picture>
                <source
                  media="(max-width: 767px)"
                  srcSet={slide.mobile.url}
                  width={slide.mobile.width}
                  height={slide.mobile.height}
                />
                <source
                  media="(min-width: 768px)"
                  srcSet={slide.pc.url}
                  width={slide.pc.width}
                  height={slide.pc.height}
                />
                <img
                  src={preferMobile ? slide.mobile.url : slide.pc.url}
                  alt={slide.alt}
                  width={preferMobile ? slide.mobile.width : slide.pc.width}
                  height={preferMobile ? slide.mobile.height : slide.pc.height}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  className="absolute inset-0 size-full object-cover"
                />
              </picture>
              <div className="absolute inset-0 bg-black/55 lg:bg-transparent lg:bg-gradient-to-r lg:from-black/65 lg:via-black/35 lg:to-transparent" />
              <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-5 pb-16 lg:px-6">
                <h2 className="max-w-2xl font-bold text-3xl text-white leading-tight tracking-tight drop-shadow sm:text-4xl lg:text-5xl">
                  {slide.title}
                </h2>
                {slide.caption ? (
                  <p className="mt-5 max-w-xl text-[17px] text-white/90 leading-8 lg:text-lg">{slide.caption}</p>
                ) : null}
                {slide.href ? (
                  <a
                    href={slide.href}
                    target={slide.target}
                    rel={slide.target === '_blank' ? 'noopener noreferrer' : undefined}
                    className="mt-8 inline-flex w-fit items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-brand-900 shadow hover:bg-brand-50"
                  >
                    {labels.more}
                    <span className="sr-only">: {slide.title}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </a>
                ) : null}
              </div>
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div hidden className="absolute inset-x-0 bottom-6 z-10" {...heroSliderPart('controls')}>
          <div className="mx-auto flex max-w-7xl items-center gap-2 px-5 lg:px-6">
            <span
              className="mr-2 font-semibold text-sm text-white tabular-nums"
              aria-hidden="true"
              {...heroSliderPart('counter')}
            >
              {counterText(0, slides.length)}
            </span>
            <span aria-hidden="true" className="mr-2 h-0.5 w-20 overflow-hidden rounded bg-white/30">
              <span
                className="block h-full bg-white transition-[width]"
                style={{ width: progressWidth(0, slides.length) }}
                {...heroSliderPart('progress')}
              />
            </span>
            <SliderButton part="prev" label={labels.prev}>
              <ChevronLeft aria-hidden="true" className="size-5" />
            </SliderButton>
            {/* Named "play" until the script starts the slider and names it "pause"; it carries both names. */}
            <SliderButton
              part="toggle"
              label={labels.play}
              names={{ [playLabelAttribute]: labels.play, [pauseLabelAttribute]: labels.pause }}
            >
              <span {...heroSliderPart('play-icon')}>
                <Play aria-hidden="true" className="size-4" />
              </span>
              <span hidden {...heroSliderPart('pause-icon')}>
                <Pause aria-hidden="true" className="size-4" />
              </span>
            </SliderButton>
            <SliderButton part="next" label={labels.next}>
              <ChevronRight aria-hidden="true" className="size-5" />
            </SliderButton>
          </div>
        </div>
      ) : null}
    </section>
  )
}

function SliderButton({
  part,
  label,
  names,
  children,
}: {
  part: HeroSliderPart
  label: string
  names?: Record<string, string>
  children: React.ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      className="flex size-10 items-center justify-center rounded-full border border-white/60 bg-black/30 text-white hover:bg-black/50"
      {...heroSliderPart(part)}
      {...names}
    >
      {children}
    </button>
  )
}
