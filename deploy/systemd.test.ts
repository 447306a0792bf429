import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { DEPLOY_DIR, execFormOf, readDockerfile } from './testing/dockerfile.ts'
import { ms, STOP_MS } from './testing/production-timings.ts'
import { findProgram } from './testing/programs.ts'

// deploy/caravanserai.service and its template, as systemd reads them
// (docs/decisions/049-deployment-recipes.md).
const unit = fs.readFileSync(path.join(DEPLOY_DIR, 'caravanserai.service'), 'utf8')
const template = fs.readFileSync(path.join(DEPLOY_DIR, 'caravanserai@.service'), 'utf8')
const systemdAnalyze = findProgram('systemd-analyze')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-units-'))
// The template as systemd instantiates it for port 3001.
fs.writeFileSync(path.join(dir, 'caravanserai.service'), unit)
fs.writeFileSync(path.join(dir, 'caravanserai@3001.service'), template)
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A setting's values in the unit's text, in order (comments and continued lines aside). */
const settings = (text: string, name: string) =>
  [...text.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((m) => m[1]!.trim())

describe.skipIf(!systemdAnalyze)(
  'the units as systemd-analyze reads them (needs the systemd package)',
  () => {
    test('verify finds nothing to say about either', () => {
      const verified = spawnSync(
        systemdAnalyze!,
        [
          'verify',
          '--man=no',
          ...['caravanserai.service', 'caravanserai@3001.service'].map((f) => path.join(dir, f)),
        ],
        { encoding: 'utf8' },
      )
      expect(verified.stderr + verified.stdout).toBe('')
      expect(verified.status).toBe(0)
    })

    test('their exposure stays low: the hardening is in force', () => {
      for (const file of ['caravanserai.service', 'caravanserai@3001.service']) {
        const security = spawnSync(systemdAnalyze!, ['security', '--offline=true', path.join(dir, file)], {
          encoding: 'utf8',
        })
        const exposure = Number(/Overall exposure level for \S+: ([\d.]+)/.exec(security.stdout)?.[1])
        // 10 is systemd's default for a service with no hardening; under 4 it rates "OK".
        expect(exposure).toBeLessThan(4)
      }
    })
  },
)

test('a stop lasts as long as the drain and the requests in flight may, before systemd kills', () => {
  for (const text of [unit, template]) {
    expect(settings(text, 'KillSignal')).toEqual(['SIGTERM'])
    expect(ms(settings(text, 'TimeoutStopSec')[0]!)).toBeGreaterThan(STOP_MS)
    expect(settings(text, 'Restart')).toEqual(['on-failure'])
  }
})

test('runs the image entry point, with its settings, as a user of its own', () => {
  const cmd = execFormOf(readDockerfile().at(-1)!, 'CMD')
  for (const text of [unit, template]) {
    expect(settings(text, 'ExecStart')[0]).toBe(`/usr/bin/${cmd.join(' ')}`)
    expect(settings(text, 'User')).toEqual(['caravanserai'])
    expect(settings(text, 'EnvironmentFile')).toEqual(['/etc/caravanserai/caravanserai.env'])
    const [dataDir] = /DATA_DIR=(\S+)/.exec(settings(text, 'Environment')[0]!)!.slice(1)
    expect(settings(text, 'ReadWritePaths')).toEqual([dataDir])
    expect(`/var/cache/${settings(text, 'CacheDirectory')[0]}`).toBe(dataDir)
  }
})

test('the template is the unit but for the lines that name its instance', () => {
  const directives = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'))
  const plain = directives(unit)
  const instanced = directives(template)
  expect(instanced.length).toBe(plain.length)
  const differing = instanced.filter((line, i) => line !== plain[i])
  expect(differing).toHaveLength(4)
  for (const line of differing) expect(line).toContain('%i')
})
