// Lighthouse, mobile with its default (simulated) throttling, in the system Chromium: the median
// of `runs` runs per page of the four scores, largest contentful paint and layout shift.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Scores = Record<(typeof CATEGORIES)[number], number>
export type LighthouseResult = { path: string; scores: Scores; lcp: number; cls: number }

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

/**
 * Pictures are rendered on their first request and kept; a visitor after the first never waits
 * for that, so every picture a measured page names is asked for once, as is the page itself.
 */
async function warm(base: string, paths: string[]) {
  for (const pagePath of paths) {
    const html = await (await fetch(`${base}${pagePath}`)).text()
    const pictures = new Set(html.match(/\/media\/[\w/.-]+\.(?:webp|avif)/g) ?? [])
    await Promise.all([...pictures].map(async (picture) => (await fetch(`${base}${picture}`)).arrayBuffer()))
  }
}

export async function measureLighthouse(
  base: string,
  paths: string[],
  runs: number,
): Promise<LighthouseResult[]> {
  await warm(base, paths)
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const results: LighthouseResult[] = []
    for (const pagePath of paths) {
      const samples: { scores: Scores; lcp: number; cls: number }[] = []
      for (let i = 0; i < runs; i++) {
        const lhr = (
          await lighthouse(`${base}${pagePath}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          })
        )?.lhr
        if (!lhr) throw new Error(`Lighthouse gave no result for ${pagePath}`)
        samples.push({
          scores: Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
          ) as Scores,
          lcp: (lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
        })
      }
      results.push({
        path: pagePath,
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, median(samples.map((s) => s.scores[c]))]),
        ) as Scores,
        lcp: median(samples.map((s) => s.lcp)),
        cls: median(samples.map((s) => s.cls)),
      })
    }
    return results
  } finally {
    chrome.kill()
  }
}
