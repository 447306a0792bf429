// Lighthouse as a plain `npx lighthouse URL` runs it: mobile, its default (simulated) throttling,
// the system Chromium started afresh for every run with the flags such a run is given. The median
// of `runs` runs per page of the four scores, total blocking time, largest contentful paint and
// layout shift. Why a browser per run: docs/performance/profile.md#page-load.
import fs from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Scores = Record<(typeof CATEGORIES)[number], number>
type Sample = { scores: Scores; tbt: number; lcp: number; cls: number }
export type LighthouseResult = Sample & { path: string; loadAverage: number }

/** The flags of `npx lighthouse --chrome-flags="--headless=new --no-sandbox"`. */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox']

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

const loadAverage = () => Number(fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0])

/**
 * Pictures are rendered on their first request and kept; a visitor after the first never waits
 * for that, so every picture a measured page names is asked for once, as is the page itself. Only
 * the server is warmed: the browser starts cold, as a visitor's does.
 */
async function warm(base: string, paths: string[]) {
  for (const pagePath of paths) {
    const html = await (await fetch(`${base}${pagePath}`)).text()
    const pictures = new Set(html.match(/\/media\/[\w/.-]+\.(?:webp|avif)/g) ?? [])
    await Promise.all([...pictures].map(async (picture) => (await fetch(`${base}${picture}`)).arrayBuffer()))
  }
}

async function runOnce(url: string): Promise<Sample> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    const lhr = (
      await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      })
    )?.lhr
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`)
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ) as Scores,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
      lcp: (lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    }
  } finally {
    chrome.kill()
  }
}

export async function measureLighthouse(
  base: string,
  paths: string[],
  runs: number,
): Promise<LighthouseResult[]> {
  await warm(base, paths)
  const results: LighthouseResult[] = []
  for (const pagePath of paths) {
    const samples: Sample[] = []
    const loads: number[] = []
    for (let i = 0; i < runs; i++) {
      const sample = await runOnce(`${base}${pagePath}`)
      samples.push(sample)
      loads.push(loadAverage())
      console.info(
        `${pagePath.padEnd(16)} run ${i + 1}/${runs}: performance ${sample.scores.performance}  TBT ${sample.tbt.toFixed(0)} ms  LCP ${sample.lcp.toFixed(2)} s  load average ${loads.at(-1)}`,
      )
    }
    results.push({
      path: pagePath,
      scores: Object.fromEntries(
        CATEGORIES.map((c) => [c, median(samples.map((s) => s.scores[c]))]),
      ) as Scores,
      tbt: median(samples.map((s) => s.tbt)),
      lcp: median(samples.map((s) => s.lcp)),
      cls: median(samples.map((s) => s.cls)),
      loadAverage: median(loads),
    })
  }
  return results
}
