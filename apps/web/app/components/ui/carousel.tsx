import type { EmblaCarouselType } from 'embla-carousel'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { prefersReducedMotion } from '../../lib/device.ts'

/** How long the jump back waits once a tripled list nears its end. */
export const JUMP_BACK_DELAY_MS = 500

/**
 * A carousel of slides: 1 up to 768 px, 2 up to 1024 px, 3 above (docs/product.md#home). The server
 * sends plain, scrollable markup; embla is loaded when the carousel nears the screen and takes over
 * (swipe, direction from the document, so right-to-left in Persian). Auto-advance stops while the
 * pointer or focus is inside, for good after previous/next, and never starts under
 * prefers-reduced-motion.
 *
 * `repeat` is how many copies of the list `slides` holds: with 3 (the tripled list of destinations)
 * it starts in the middle copy and, near either end, jumps to the same slide in the middle copy.
 * With 1 embla loops by itself.
 */
export function Carousel({
  label,
  slides,
  autoplayMs,
  repeat = 1,
  previousLabel,
  nextLabel,
}: {
  label: string
  slides: ReactNode[]
  autoplayMs: number
  repeat?: 1 | 3
  previousLabel: string
  nextLabel: string
}) {
  const viewport = useRef<HTMLDivElement>(null)
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null)
  const hovering = useRef(false)
  const stopped = useRef(false)
  const copy = slides.length / repeat

  useEffect(() => {
    const node = viewport.current
    if (!node) return
    let api: EmblaCarouselType | undefined
    let cancelled = false
    // embla loads when the carousel comes near the screen, not with the page.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        void import('embla-carousel')
          .then(({ default: EmblaCarousel }) => {
            if (cancelled) return
            const rtl = getComputedStyle(node).direction === 'rtl'
            api = EmblaCarousel(node, {
              align: 'start',
              direction: rtl ? 'rtl' : 'ltr',
              loop: repeat === 1,
              startIndex: repeat === 3 ? copy : 0,
            })
            setEmbla(api)
          })
          .catch((error: unknown) => console.error('Carousel failed to start:', error))
      },
      { rootMargin: '200px' },
    )
    observer.observe(node)
    return () => {
      cancelled = true
      observer.disconnect()
      api?.destroy()
    }
  }, [repeat, copy])

  useEffect(() => {
    if (!embla || repeat !== 3) return
    let timer: number | undefined
    const onSettle = () => {
      window.clearTimeout(timer)
      const index = embla.selectedScrollSnap()
      const last = embla.scrollSnapList().length - 1
      if (index < copy || index >= Math.min(2 * copy, last - 2)) {
        timer = window.setTimeout(() => {
          try {
            embla.scrollTo(copy + (index % copy), true)
          } catch (error) {
            // Carousel scroll errors are only logged.
            console.error('Carousel scroll failed:', error)
          }
        }, JUMP_BACK_DELAY_MS)
      }
    }
    embla.on('settle', onSettle)
    return () => {
      window.clearTimeout(timer)
      embla.off('settle', onSettle)
    }
  }, [embla, repeat, copy])

  useEffect(() => {
    if (!embla || prefersReducedMotion()) return
    const timer = window.setInterval(() => {
      if (!hovering.current && !stopped.current && document.visibilityState === 'visible') embla.scrollNext()
    }, autoplayMs)
    return () => window.clearInterval(timer)
  }, [embla, autoplayMs])

  function step(direction: 1 | -1) {
    stopped.current = true
    if (direction === 1) embla?.scrollNext()
    else embla?.scrollPrev()
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    event.preventDefault()
    step((event.key === 'ArrowRight') !== rtl ? 1 : -1)
  }

  const arrow =
    'absolute top-1/2 z-10 -translate-y-1/2 rounded-full border border-sand-200 bg-white p-2 text-ink-800 shadow hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:opacity-40'
  return (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel is a labelled group; a fieldset is for form controls
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={() => {
        hovering.current = true
      }}
      onPointerLeave={() => {
        hovering.current = false
      }}
      onFocus={() => {
        hovering.current = true
      }}
      onBlur={() => {
        hovering.current = false
      }}
      className="relative"
    >
      <div ref={viewport} className={embla ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto'}>
        <ul className="-ms-4 flex touch-pan-y">
          {slides.map((slide, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the tripled list repeats its items; position is identity
              key={index}
              aria-roledescription="slide"
              aria-hidden={repeat === 3 && (index < copy || index >= 2 * copy) ? true : undefined}
              inert={repeat === 3 && (index < copy || index >= 2 * copy) ? true : undefined}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start ps-4 min-[769px]:basis-1/2 min-[1025px]:basis-1/3"
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        aria-label={previousLabel}
        onClick={() => step(-1)}
        disabled={!embla}
        className={`${arrow} -start-3`}
      >
        <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      </button>
      <button
        type="button"
        aria-label={nextLabel}
        onClick={() => step(1)}
        disabled={!embla}
        className={`${arrow} -end-3`}
      >
        <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      </button>
    </div>
  )
}
