import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib'
import { SheetError } from './sheet-error.ts'

// The few zip operations an XLSX file needs, over node:zlib: entries written deflated, and the
// entries of an uploaded file read within a bound on their unpacked size (a zip bomb is refused
// before it fills memory).

const LOCAL = 0x04034b50
const CENTRAL = 0x02014b50
const END = 0x06054b50

/** Whether the bytes start like a zip file (an XLSX is one). */
export function looksLikeZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL
}

type Entry = { name: string; method: number; packed: number; size: number; offset: number }

function centralDirectory(zip: Buffer): Entry[] {
  const floor = Math.max(0, zip.length - 22 - 0xffff)
  let end = -1
  for (let at = zip.length - 22; at >= floor; at--) {
    if (zip.readUInt32LE(at) === END) {
      end = at
      break
    }
  }
  if (end < 0) throw new SheetError('damaged')
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const entries: Entry[] = []
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new SheetError('damaged')
    const nameLength = zip.readUInt16LE(at + 28)
    entries.push({
      method: zip.readUInt16LE(at + 10),
      packed: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    })
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return entries
}

/**
 * The named entries of a zip file that exist, unpacked (the first of a name repeated). Each may
 * unpack to `maxBytes` at most, whatever its header claims: inflating stops there.
 */
export function readZipEntries(zip: Buffer, names: readonly string[], maxBytes: number): Map<string, Buffer> {
  const wanted = new Set(names)
  const out = new Map<string, Buffer>()
  for (const entry of centralDirectory(zip)) {
    if (!wanted.has(entry.name) || out.has(entry.name)) continue
    // An honest header saves unpacking what would be refused; a lying one is caught below.
    if (entry.size > maxBytes) throw new SheetError('unpacksTooLarge')
    const at = entry.offset
    if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw new SheetError('damaged')
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28)
    const packed = zip.subarray(start, start + entry.packed)
    if (entry.method === 0) {
      if (packed.length > maxBytes) throw new SheetError('unpacksTooLarge')
      out.set(entry.name, packed)
    } else if (entry.method === 8) {
      try {
        out.set(entry.name, inflateRawSync(packed, { maxOutputLength: maxBytes }))
      } catch (error) {
        const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
        throw new SheetError(tooLarge ? 'unpacksTooLarge' : 'damaged')
      }
    } else {
      throw new SheetError('damaged')
    }
  }
  return out
}

/**
 * The fields a local header and its central directory entry share, from `at` on (the flags): UTF-8
 * names, deflated, dated 1980-01-01, the CRC, both sizes and the name's length.
 */
function writeEntryFields(
  header: Buffer,
  at: number,
  entry: { crc: number; packed: number; size: number; name: number },
) {
  header.writeUInt16LE(0x0800, at)
  header.writeUInt16LE(8, at + 2)
  header.writeUInt16LE(0x0021, at + 6)
  header.writeUInt32LE(entry.crc, at + 8)
  header.writeUInt32LE(entry.packed, at + 12)
  header.writeUInt32LE(entry.size, at + 16)
  header.writeUInt16LE(entry.name, at + 20)
}

/** A zip file of `files` (name → content), deflated, dated 1980-01-01 so equal input gives equal bytes. */
export function writeZip(files: [string, Buffer][]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, content] of files) {
    const nameBytes = Buffer.from(name, 'utf8')
    const packed = deflateRawSync(content)
    const entry = { crc: crc32(content), packed: packed.length, size: content.length, name: nameBytes.length }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(LOCAL, 0)
    local.writeUInt16LE(20, 4)
    writeEntryFields(local, 6, entry)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(CENTRAL, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    writeEntryFields(central, 8, entry)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, packed)
    centrals.push(central, nameBytes)
    offset += 30 + nameBytes.length + packed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(END, 0)
  end.writeUInt16LE(files.length, 8)
  end.writeUInt16LE(files.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}
