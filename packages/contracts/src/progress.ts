// An answer streamed with its progress (docs/architecture.md#progress-of-long-writes): a client
// that accepts PROGRESS_TYPE gets JSON lines, a step each ({"progress": …}) until the last, which
// is the answer ({"answer": …}) or the error the call would have answered ({"error": …}).

export const PROGRESS_TYPE = 'application/x-ndjson'

/** The error line's content: the status and body an ordinary answer would have had. */
export type StreamedError = { status: number; body: unknown }

/** One line of a streamed answer. */
export type ProgressLine<P = unknown, A = unknown> =
  | { progress: P }
  | { answer: A }
  | { error: StreamedError }
