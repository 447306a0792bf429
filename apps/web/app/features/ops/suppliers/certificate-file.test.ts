import { CERTIFICATE_MAX_BYTES } from '@caravanserai/contracts/suppliers'
import { expect, test } from 'vitest'
import { certificateFileProblem } from './certificate-file.ts'

const file = (name: string, type: string, size = 1000) => ({ name, type, size })

test('a certificate is a PDF or a picture of up to 10 MB, judged by its type or else its name', () => {
  expect(certificateFileProblem(file('iso.pdf', 'application/pdf'))).toBeNull()
  expect(certificateFileProblem(file('halal.JPG', ''))).toBeNull()
  expect(certificateFileProblem(file('notes.docx', 'application/msword'))).toBe('type')
  expect(certificateFileProblem(file('iso.pdf', 'application/pdf', 0))).toBe('empty')
  expect(certificateFileProblem(file('iso.pdf', 'application/pdf', CERTIFICATE_MAX_BYTES + 1))).toBe(
    'tooLarge',
  )
  expect(certificateFileProblem(null)).toBe('missing')
})
