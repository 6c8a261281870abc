// The text of a PDF, as a reader would copy it (pdf-parse over Mozilla's PDF.js): what tests
// check an invoice says.
import { PDFParse } from 'pdf-parse';

export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
