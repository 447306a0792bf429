import type { ProgressLine, StreamedError } from '@caravanserai/contracts/progress'

// Reads an answer streamed with its progress (docs/architecture.md#progress-of-long-writes).

/** How a streamed answer ended: its answer, its error, or cut off before its last line. */
export type StreamEnd = { answer: unknown } | { error: StreamedError } | { cut: true }

/** Hands every step to `progress` as it arrives; returns how the stream ended. */
export async function readProgress(
  response: Response,
  progress: (step: unknown) => void,
): Promise<StreamEnd> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let pending = ''
  for (;;) {
    const { done, value } = await reader.read()
    const lines = (pending + (value ?? '')).split('\n')
    pending = lines.pop() ?? ''
    for (const text of lines) {
      if (!text.trim()) continue
      const line = JSON.parse(text) as ProgressLine
      if ('progress' in line) progress(line.progress)
      else return line
    }
    if (done) return { cut: true }
  }
}
