import { inflateRawSync } from 'node:zlib'

/**
 * The text of an HWPX document (한컴오피스's OWPML: a ZIP whose `Contents/section0.xml`, `section1.xml`, … hold the
 * body), paragraph by paragraph; '' when the file is not one or cannot be read. Only the ZIP's central directory and
 * the section entries are read, each inflated with a cap, so a crafted archive cannot make it hold much memory.
 */

/** More than any real document's body text; also the cap on one inflated section. */
const maxSectionBytes = 16 * 1024 * 1024
const maxTextChars = 200_000

type Entry = { name: string; method: number; compressedSize: number; localOffset: number }

function centralDirectory(zip: Buffer): Entry[] {
  // The end-of-central-directory record sits in the last 22 bytes, plus a comment of up to 65,535.
  const searchFrom = Math.max(0, zip.length - 22 - 65_535)
  let end = -1
  for (let at = zip.length - 22; at >= searchFrom; at--) {
    if (zip.readUInt32LE(at) === 0x06054b50) {
      end = at
      break
    }
  }
  if (end < 0) return []
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const entries: Entry[] = []
  for (let i = 0; i < count && at + 46 <= zip.length && zip.readUInt32LE(at) === 0x02014b50; i++) {
    const nameLength = zip.readUInt16LE(at + 28)
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    })
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return entries
}

function entryBytes(zip: Buffer, entry: Entry): Buffer | null {
  const at = entry.localOffset
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== 0x04034b50) return null
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28)
  const data = zip.subarray(start, start + entry.compressedSize)
  if (entry.method === 0) return data.length <= maxSectionBytes ? data : null
  if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: maxSectionBytes })
  return null
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** The characters of a section's text runs (`<hp:t>`), a line per paragraph (`</hp:p>`). */
function sectionText(xml: string): string {
  return xml
    .replace(/<\/(?:\w+:)?p>/g, '\n')
    .replace(/<(?:\w+:)?(?:lineBreak|tab)\b[^>]*\/>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (whole, dec, hex, name) =>
      dec
        ? String.fromCodePoint(Number(dec))
        : hex
          ? String.fromCodePoint(Number.parseInt(hex, 16))
          : (entities[name] ?? whole),
    )
}

export function hwpxText(data: Uint8Array): string {
  try {
    const zip = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
    const sections = centralDirectory(zip)
      .map((entry) => ({ entry, order: /^Contents\/section(\d+)\.xml$/.exec(entry.name)?.[1] }))
      .filter((s): s is { entry: Entry; order: string } => s.order !== undefined)
      .sort((a, b) => Number(a.order) - Number(b.order))
    let text = ''
    for (const { entry } of sections) {
      const bytes = entryBytes(zip, entry)
      if (!bytes) continue
      text += sectionText(bytes.toString('utf8'))
      if (text.length >= maxTextChars) break
    }
    return text.slice(0, maxTextChars)
  } catch {
    return ''
  }
}
