import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { Stars } from './stars.tsx'

/** The stars each path of a rating draws: one `M` per star. */
function drawn(value: number) {
  const html = renderToStaticMarkup(<Stars value={value} label="rated" />)
  const paths = [...html.matchAll(/<path d="([^"]+)" class="([^"]+)"/g)]
  const count = (tone: string) =>
    paths.filter(([, , className]) => className?.includes(tone)).map(([, d]) => d?.match(/M/g)?.length)[0] ??
    0
  return { html, filled: count('fill-saffron'), empty: count('sand') }
}

describe('a star rating', () => {
  test('is one labelled picture of five stars', () => {
    const { html, filled, empty } = drawn(3)
    expect(html).toMatch(/^<svg role="img" aria-label="rated"/)
    expect(filled + empty).toBe(5)
  })

  test('a star is filled from three quarters of it', () => {
    expect(drawn(0)).toMatchObject({ filled: 0, empty: 5 })
    expect(drawn(3.7)).toMatchObject({ filled: 3, empty: 2 })
    expect(drawn(3.8)).toMatchObject({ filled: 4, empty: 1 })
    expect(drawn(5)).toMatchObject({ filled: 5, empty: 0 })
  })

  test('each star stands apart from the one before it', () => {
    const starts = [...drawn(5).html.matchAll(/M([\d.]+) /g)].map(([, x]) => Number(x))
    expect(starts).toEqual([11.525, 38.525, 65.525, 92.525, 119.525])
  })
})
