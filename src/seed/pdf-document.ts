/**
 * A small one-page PDF with Korean text, for the seeded notices that say a form or a table is attached: the notice's
 * 첨부 then opens a real document instead of pointing at nothing.
 *
 * The text uses a standard Korean CID font (HYGoThic-Medium, Adobe-Korea1) that PDF readers supply themselves, so
 * no font file is embedded and the document stays a few kilobytes; the text is written as UTF-16 code units through
 * the UniKS-UCS2-H encoding, which covers Hangul, digits and Latin letters.
 */

const utf16Hex = (text: string) => {
  let hex = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f
    hex += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0')
  }
  return hex.toUpperCase()
}

/** An A4 page with `title` at the top and `lines` below it, one a line; long lines are the caller's to split. */
export function simplePdf(title: string, lines: string[]): Buffer {
  const content = [
    'BT',
    '/F1 18 Tf',
    '56 780 Td',
    `<${utf16Hex(title)}> Tj`,
    '/F1 11 Tf',
    '0 -36 Td',
    ...lines.flatMap((line) => [`<${utf16Hex(line)}> Tj`, '0 -20 Td']),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /HYGoThic-Medium /Encoding /UniKS-UCS2-H /DescendantFonts [5 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /HYGoThic-Medium /CIDSystemInfo << /Registry (Adobe) /Ordering (Korea1) /Supplement 1 >> /FontDescriptor 7 0 R /DW 1000 >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /FontDescriptor /FontName /HYGoThic-Medium /Flags 4 /FontBBox [-6 -145 1003 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ]
  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
