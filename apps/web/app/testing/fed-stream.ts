/**
 * A response body the test feeds as it goes, to stand for an answer streamed with its progress
 * (docs/architecture.md#progress-of-long-writes): `push` text, then `close`.
 */
export function fedStream() {
  const encoder = new TextEncoder()
  let push: (text: string) => void = () => {}
  let close: () => void = () => {}
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(encoder.encode(text))
      close = () => controller.close()
    },
  })
  const response = () =>
    new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } })
  return { response, push: (text: string) => push(text), close: () => close() }
}
