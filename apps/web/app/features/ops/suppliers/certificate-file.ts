import { CERTIFICATE_MAX_BYTES, CERTIFICATE_TYPES } from '@caravanserai/contracts/suppliers'

/** Names the file picker offers beside the types: some pickers read only these. */
const EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.webp']

/** The file picker's `accept`: the contract's types and their usual names. */
export const CERTIFICATE_ACCEPT = [...CERTIFICATE_TYPES, ...EXTENSIONS].join(',')

export type CertificateFileProblem = 'missing' | 'empty' | 'type' | 'tooLarge'

/**
 * What is wrong with a certificate's file before it is sent, or null. The type is judged by what
 * the device says (by its name when it says nothing); the server judges by the content.
 */
export function certificateFileProblem(
  file: Pick<File, 'name' | 'size' | 'type'> | null | undefined,
): CertificateFileProblem | null {
  if (!file) return 'missing'
  if (file.size === 0) return 'empty'
  const type = file.type.toLowerCase()
  const known = type
    ? (CERTIFICATE_TYPES as readonly string[]).includes(type)
    : EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension))
  if (!known) return 'type'
  return file.size > CERTIFICATE_MAX_BYTES ? 'tooLarge' : null
}
