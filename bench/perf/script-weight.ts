// The JavaScript a visitor's browser loads for a page until the network is quiet (what loads
// after the first paint counts too), as the brotli bytes the server sends: each file's .br twin
// written at build time (scripts/precompress.mjs), or the file itself when too small to have one.
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

const CLIENT = path.resolve(import.meta.dirname, '../../apps/web/build/client')

export type ScriptWeight = { path: string; files: number; brotliKb: number }

function brotliBytes(url: string): number {
  const file = path.join(CLIENT, decodeURIComponent(new URL(url).pathname))
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size
  return fs.existsSync(file) ? fs.statSync(file).size : 0
}

export async function measureScript(base: string, paths: string[]): Promise<ScriptWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  })
  try {
    const weights: ScriptWeight[] = []
    for (const pagePath of paths) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true })
      const scripts = new Set<string>()
      page.on('request', (request) => {
        if (request.resourceType() === 'script' && request.url().startsWith(base)) scripts.add(request.url())
      })
      await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' })
      await page.waitForTimeout(1500)
      await page.close()
      const bytes = [...scripts].reduce((sum, url) => sum + brotliBytes(url), 0)
      weights.push({ path: pagePath, files: scripts.size, brotliKb: bytes / 1024 })
    }
    return weights
  } finally {
    await browser.close()
  }
}
