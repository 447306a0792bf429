// Loaded into each instance by the soak (NODE_OPTIONS=--import): the product exposes no event-loop
// figures, so this writes the delay's p99 and max every 10 s, one JSON line per window, into
// EVENT_LOOP_PROBE_DIR/<pid>.jsonl for the soak to read.
import fs from 'node:fs'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'

const dir = process.env.EVENT_LOOP_PROBE_DIR
if (dir) {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  const file = path.join(dir, `${process.pid}.jsonl`)
  setInterval(() => {
    const line = { at: Date.now(), p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 }
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`)
    histogram.reset()
  }, 10_000).unref()
}
