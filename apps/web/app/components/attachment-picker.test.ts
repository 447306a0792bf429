import { ATTACHMENT_MAX_BYTES } from '@caravanserai/contracts/payments'
import { describe, expect, test } from 'vitest'
import { addAttachments } from './attachment-picker.tsx'

const file = (name: string, type = 'application/pdf', size = 10) => ({ name, type, size })

describe('files picked to go with a message or a claim', () => {
  test('are added after those already chosen', () => {
    const { files, problem } = addAttachments([file('a.pdf')], [file('b.png', 'image/png')], 5)
    expect(files.map((f) => f.name)).toEqual(['a.pdf', 'b.png'])
    expect(problem).toBeNull()
  })

  test('are all refused for one of another kind or too large, naming it', () => {
    const chosen = [file('a.pdf')]
    expect(addAttachments(chosen, [file('b.pdf'), file('logo.svg', 'image/svg+xml')], 5)).toEqual({
      files: chosen,
      problem: { kind: 'type', name: 'logo.svg' },
    })
    expect(
      addAttachments([], [file('scan.pdf', 'application/pdf', ATTACHMENT_MAX_BYTES + 1)], 5).problem,
    ).toEqual({
      kind: 'size',
      name: 'scan.pdf',
    })
  })

  test('are refused past the most allowed', () => {
    const four = ['1', '2', '3', '4'].map((n) => file(`${n}.pdf`))
    expect(addAttachments(four, [file('5.pdf'), file('6.pdf')], 5)).toEqual({
      files: four,
      problem: { kind: 'tooMany', max: 5 },
    })
    expect(addAttachments(four, [file('5.pdf')], 5).files).toHaveLength(5)
  })
})
