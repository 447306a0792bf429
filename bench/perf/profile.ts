// Where the CPU goes: the production server under one load at a time, profiled through its
// inspector after a warm-up (bench/perf/inspector.ts), each profile summarised by self time (function and package) and drawn as a flame graph in
// docs/performance/. Run after `npm run build` (and once `npm run bench`, which fills the database):
//   npx tsx bench/perf/profile.ts [--seconds 15] [--only product-page,api-newest,api-detail]
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { benchDatabase } from '../bench-db.ts'
import { freePort } from '../cluster/harness/free-port.ts'
import { writeSection } from '../report-file.ts'
import { flameGraph, selfTimes } from './flame.ts'
import { Inspector } from './inspector.ts'
import { type Load, measure } from './load.ts'
import { startProduct } from './processes.ts'
import { apiLoads, readCatalogue, unseenProducts } from './workload.ts'

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '15' }, only: { type: 'string' } },
})
const seconds = Number(values.seconds)
const out = path.resolve(import.meta.dirname, '../../docs/performance')
const { database, url } = await benchDatabase(10_000, 'caravanserai_bench_10000')
const catalogue = await readCatalogue(database)
await database.close()

const api = (label: string) => apiLoads(catalogue).find((load) => load.label === label) as Load
/** Each case: its warm-up (product pages from the far end of the catalogue, still unseen after) and its load. */
const cases: [string, Load, Load][] = [
  ['product-page', unseenProducts(catalogue, 20, -1), unseenProducts(catalogue, 20, 0)],
  ['api-newest', api('newest'), api('newest')],
  ['api-detail', api('product detail'), api('product detail')],
]
for (const [name, warmUp, load] of cases) {
  if (values.only && !values.only.split(',').includes(name)) continue
  const inspectPort = await freePort()
  const product = await startProduct(url, { inspectPort })
  await measure(product, warmUp, 3)
  const inspector = await Inspector.connect(inspectPort)
  await inspector.startProfiling()
  const measured = await measure(product, load, seconds)
  const profile = await inspector.stopProfiling()
  await product.stop()
  fs.writeFileSync(path.join(out, `${name}.svg`), flameGraph(profile, `${name}: ${load.label}`))
  const { byFunction, byPackage, inclusive } = selfTimes(profile)
  writeSection(
    'profile-latest.md',
    name,
    `## ${name}: ${load.label}\n\n${measured.rps.toFixed(0)} answers/s, ${measured.cpuPerRequest.toFixed(2)} ms CPU each (whole process). Flame graph: [${name}.svg](${name}.svg)\n\n` +
      `| self time by package | share |\n| --- | --- |\n${byPackage
        .slice(0, 12)
        .map(([k, v]) => `| ${k} | ${(v * 100).toFixed(1)}% |`)
        .join('\n')}\n\n` +
      `| inclusive time by function | share |\n| --- | --- |\n${inclusive
        .filter(
          ([k]) =>
            !/^\((root|program|idle)\)/.test(k) &&
            !/ (task_queues|async_context_frame|node:async_hooks|hooks\.js|writable|transform|node:events):/.test(
              k,
            ),
        )
        .slice(0, 40)
        .map(([k, v]) => `| \`${k}\` | ${(v * 100).toFixed(1)}% |`)
        .join('\n')}\n\n` +
      `| self time by function | share |\n| --- | --- |\n${byFunction
        .slice(0, 25)
        .map(([k, v]) => `| \`${k}\` | ${(v * 100).toFixed(1)}% |`)
        .join('\n')}\n`,
    out,
  )
  console.info(`${name}: ${measured.rps.toFixed(0)}/s, ${measured.cpuPerRequest.toFixed(2)} ms CPU each`)
}
