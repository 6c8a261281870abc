// The text of a PDF, as a reader would copy it (pdf-parse over Mozilla's PDF.js): what tests
// check an invoice says.
import { inflateSync } from 'node:zlib';

import { PDFParse } from 'pdf-parse';

export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

// The ActualText of each marked-content span of a PDF's pages, in order: the text a span's
// glyphs stand for, which readers that honour it (Acrobat, Chromium's PDFium) copy instead of the
// glyphs. PDF.js, under pdf-parse, does not read it, so this reads the content streams directly:
// pdfkit writes each as one Flate-compressed stream, and the text as a literal string, UTF-16BE
// after a byte-order mark when it is not ASCII.
export function pdfActualTexts(pdf: Buffer | Uint8Array): string[] {
  const file = Buffer.from(pdf);
  const texts: string[] = [];
  let at = 0;
  for (;;) {
    const start = file.indexOf('stream\n', at);
    if (start < 0) return texts;
    const end = file.indexOf('\nendstream', start);
    at = end;
    let content: string;
    try {
      content = inflateSync(file.subarray(start + 'stream\n'.length, end)).toString('latin1');
    } catch {
      continue; // not a compressed stream (a font, an image)
    }
    for (const match of content.matchAll(/\/ActualText \(/g)) {
      texts.push(literalString(content, match.index + match[0].length));
    }
  }
}

// A PDF literal string whose first character is at `from` (after its opening parenthesis).
function literalString(content: string, from: number): string {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  let bytes = '';
  let depth = 0;
  for (let i = from; ; i++) {
    const char = content[i]!;
    if (char === '\\') {
      const next = content[++i]!;
      const octal = /^[0-7]{1,3}/.exec(content.slice(i, i + 3));
      if (octal) {
        bytes += String.fromCharCode(parseInt(octal[0], 8));
        i += octal[0].length - 1;
      } else bytes += escapes[next] ?? next;
    } else if (char === '(') {
      depth++;
      bytes += char;
    } else if (char === ')') {
      if (depth-- === 0) break;
      bytes += char;
    } else bytes += char;
  }
  const raw = Buffer.from(bytes, 'latin1');
  return raw[0] === 0xfe && raw[1] === 0xff
    ? new TextDecoder('utf-16be').decode(raw.subarray(2))
    : raw.toString('latin1');
}
