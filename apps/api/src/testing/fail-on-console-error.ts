import { afterEach, vi } from 'vitest'

// A console.error in a test fails it unless the test expects it (vi.spyOn(console, 'error') first).
let spy: ReturnType<typeof vi.spyOn> | undefined
afterEach(() => {
  const errors = spy?.mock.calls ?? []
  spy?.mockClear()
  if (errors.length > 0)
    throw new Error(`Unexpected console.error: ${errors.map((c: unknown[]) => c.join(' ')).join('\n')}`)
})
spy = vi.spyOn(console, 'error').mockImplementation(() => {})
