import { expect, test, vi } from 'vitest'
import { shareLink } from './share.ts'

const data = { title: 'Saffron', url: 'https://c.example/en/product/1' }
const clipboard = (writeText = vi.fn(async () => {})) => ({ writeText }) as unknown as Clipboard

test('uses the native share sheet when there is one', async () => {
  const share = vi.fn(async () => {})
  expect(await shareLink(data, { share, clipboard: clipboard() })).toBe('shared')
  expect(share).toHaveBeenCalledWith(data)
})

test('a cancelled share is silent, another failure is reported', async () => {
  const cancel = vi.fn(async () => {
    throw new DOMException('cancelled', 'AbortError')
  })
  expect(await shareLink(data, { share: cancel, clipboard: clipboard() })).toBe('cancelled')
  const broken = vi.fn(async () => {
    throw new DOMException('nope', 'NotAllowedError')
  })
  expect(await shareLink(data, { share: broken, clipboard: clipboard() })).toBe('failed')
})

test('copies the link without a share sheet', async () => {
  const writeText = vi.fn(async () => {})
  expect(await shareLink(data, { share: undefined as never, clipboard: clipboard(writeText) })).toBe('copied')
  expect(writeText).toHaveBeenCalledWith(data.url)
})
