// An answer streamed with its progress (docs/architecture.md#progress-of-long-writes): JSON
// lines, each a step ({"progress": …}) until the last, the answer ({"answer": …}) or the error
// the call would have answered without the stream ({"error": {"status", "body"}}).

export const PROGRESS_TYPE = 'application/x-ndjson'

type Line = { progress: unknown } | { answer: unknown } | { error: { status: number; body: unknown } }

/** How a streamed answer ended: its answer, its error, or cut off before its last line. */
export type StreamEnd = { answer: unknown } | { error: { status: number; body: unknown } } | { cut: true }

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
      const line = JSON.parse(text) as Line
      if ('progress' in line) progress(line.progress)
      else return line
    }
    if (done) return { cut: true }
  }
}
