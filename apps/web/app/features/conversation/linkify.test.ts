import { describe, expect, test } from 'vitest'
import { linkify } from './linkify.ts'

describe('a message made into text and links', () => {
  test('web addresses become links; the sentence keeps its full stop', () => {
    expect(linkify('See https://example.com/spec.pdf. Or http://a.example/x?y=1, thanks')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/spec.pdf', href: 'https://example.com/spec.pdf' },
      { text: '. Or ' },
      { text: 'http://a.example/x?y=1', href: 'http://a.example/x?y=1' },
      { text: ', thanks' },
    ])
  })

  test('nothing else is a link or markup: other schemes and tags stay text', () => {
    const text = 'javascript:alert(1) <a href="x">x</a> data:text/html,hi ftp://files.example'
    expect(linkify(text)).toEqual([{ text }])
  })

  test('an address inside Persian text ends before the Persian comma', () => {
    expect(linkify('فایل را ببینید https://example.com/a، سپاس')).toEqual([
      { text: 'فایل را ببینید ' },
      { text: 'https://example.com/a', href: 'https://example.com/a' },
      { text: '، سپاس' },
    ])
  })
})
