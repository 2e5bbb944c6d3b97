'use client'

import 'swiper/css'
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { A11y, Autoplay, Keyboard } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'

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

type Labels = { region: string; pause: string; play: string; prev: string; next: string; more: string; slideOf: string }

const AUTOPLAY_MS = 6000

/**
 * The home page's main visual. Auto-advances every 6 s unless the visitor prefers reduced motion, with
 * a pause button (WCAG 2.2.2), previous/next buttons and arrow keys. Slides out of view are inert, so
 * keyboard focus never lands on a hidden link.
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
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [active, setActive] = useState(0)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    if (!swiper || slides.length < 2) return
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)')
    if (!reduced.matches) {
      swiper.autoplay.start()
      setPlaying(true)
    }
    const onChange = () => {
      if (reduced.matches) {
        swiper.autoplay.stop()
        setPlaying(false)
      }
    }
    reduced.addEventListener('change', onChange)
    return () => reduced.removeEventListener('change', onChange)
  }, [swiper, slides.length])

  const toggle = () => {
    if (!swiper) return
    if (playing) swiper.autoplay.stop()
    else swiper.autoplay.start()
    setPlaying(!playing)
  }

  return (
    <section aria-roledescription="carousel" aria-label={labels.region} className="relative bg-brand-900">
      <Swiper
        modules={[A11y, Autoplay, Keyboard]}
        onSwiper={setSwiper}
        onSlideChange={(s) => setActive(s.realIndex)}
        loop={slides.length > 1}
        speed={700}
        autoplay={{ delay: AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true, enabled: false }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          enabled: true,
          slideRole: 'group',
          slideLabelMessage: labels.slideOf,
          containerMessage: null,
          itemRoleDescriptionMessage: 'slide',
        }}
        className="h-[520px] sm:h-[480px] lg:h-[560px]"
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.id} inert={index !== active} aria-hidden={index !== active}>
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
          </SwiperSlide>
        ))}
      </Swiper>
      {slides.length > 1 ? (
        <div className="absolute inset-x-0 bottom-6 z-10">
          <div className="mx-auto flex max-w-7xl items-center gap-2 px-5 lg:px-6">
            <span className="mr-2 font-semibold text-sm text-white tabular-nums" aria-hidden="true">
              {String(active + 1).padStart(2, '0')} / {String(slides.length).padStart(2, '0')}
            </span>
            <span aria-hidden="true" className="mr-2 h-0.5 w-20 overflow-hidden rounded bg-white/30">
              <span
                className="block h-full bg-white transition-[width]"
                style={{ width: `${((active + 1) / slides.length) * 100}%` }}
              />
            </span>
            <SliderButton label={labels.prev} onClick={() => swiper?.slidePrev()}>
              <ChevronLeft aria-hidden="true" className="size-5" />
            </SliderButton>
            <SliderButton label={playing ? labels.pause : labels.play} onClick={toggle}>
              {playing ? (
                <Pause aria-hidden="true" className="size-4" />
              ) : (
                <Play aria-hidden="true" className="size-4" />
              )}
            </SliderButton>
            <SliderButton label={labels.next} onClick={() => swiper?.slideNext()}>
              <ChevronRight aria-hidden="true" className="size-5" />
            </SliderButton>
          </div>
        </div>
      ) : null}
    </section>
  )
}

function SliderButton({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="flex size-10 items-center justify-center rounded-full border border-white/60 bg-black/30 text-white hover:bg-black/50"
    >
      {children}
    </button>
  )
}
