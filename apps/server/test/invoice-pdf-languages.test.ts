// The invoice PDF in the student's language (issue 18): English labels, each followed by its
// translation, in a font that can draw it; an English invoice exactly as before.
import { readFileSync } from 'node:fs';

import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';

import { scriptRuns, SIMPLIFIED_CHINESE_INVOICE_FONT } from '#server/documents/pdf-writer.ts';
import { INVOICE_NOTES, renderTaxInvoice } from '#server/documents/tax-invoice.ts';
import zhCN from '#server/locales/zh-CN.json' with { type: 'json' };
import { invoiceContent } from '#server/operations/invoices/issue-invoice.ts';
import { pdfText } from '#test/support/pdf-text.ts';

const content = (cms: { abn?: string; gstRegistered?: boolean; contactName?: string } = {}) =>
  invoiceContent({
    number: 7,
    issuedAt: new Date('2026-02-14T03:00:00Z'),
    booking: {
      bookingRef: 'LND-2026-0007',
      contactName: cms.contactName ?? 'Mei Chen',
      contactEmail: 'mei@example.com',
      totalPriceCents: 18_000,
      packageName: 'Premium',
    },
    lines: [
      { description: 'Premium package', quantity: 1, unitPriceCents: 18_000, amountCents: 18_000 },
    ],
    cms: {
      businessName: 'Landed Arrival Services Pty Ltd',
      abn: cms.abn ?? '51 824 753 556',
      gstRegistered: cms.gstRegistered ?? true,
      businessAddress: 'Melbourne VIC 3000, Australia',
      contactEmail: 'hello@landed.example',
      contactPhone: '+61 3 9000 0000',
    } as Parameters<typeof invoiceContent>[0]['cms'],
    payment: { amountCents: 18_000, method: 'Bank Transfer', reference: 'LND-2026-0007' },
  });

// pdf-parse puts the lines of a label's box on separate lines; compare without white space.
const squash = (text: string) => text.replace(/\s+/g, '');

describe('the Simplified Chinese subset font', () => {
  it('has a glyph for every character of the Chinese invoice messages (else run scripts/subset-invoice-font.js)', () => {
    // pdfkit's fontkit reads the font pdfkit would embed.
    const doc = new PDFDocument();
    doc.font(readFileSync(SIMPLIFIED_CHINESE_INVOICE_FONT));
    const font = (doc as unknown as { _font: { font: FontkitFont } })._font.font;
    const messages = Object.entries(zhCN).filter(([key]) => key.startsWith('invoice.'));
    expect(messages.length).toBeGreaterThan(10);
    const missing = new Set<string>();
    for (const [, text] of messages) {
      for (const char of text)
        if (!font.hasGlyphForCodePoint(char.codePointAt(0)!)) missing.add(char);
    }
    for (let code = 0x20; code <= 0x7e; code++) {
      if (!font.hasGlyphForCodePoint(code)) missing.add(String.fromCodePoint(code));
    }
    expect([...missing].join('')).toBe('');
    doc.end();
  });

  it('has a glyph for every CJK ideograph of the basic block, so any Chinese name prints (decision 080)', () => {
    const doc = new PDFDocument();
    doc.font(readFileSync(SIMPLIFIED_CHINESE_INVOICE_FONT));
    const font = (doc as unknown as { _font: { font: FontkitFont } })._font.font;
    let missing = '';
    // U+9FF0–U+9FFF, added by Unicode 14 and 15 (2021, 2022), are not in the font yet.
    for (let code = 0x4e00; code <= 0x9fef; code++) {
      if (!font.hasGlyphForCodePoint(code)) missing += String.fromCodePoint(code);
    }
    expect(missing).toBe('');
    for (const char of '王小明堃喆旸琇，。：（）') {
      expect(font.hasGlyphForCodePoint(char.codePointAt(0)!), char).toBe(true);
    }
    doc.end();
  });
});

describe('a name in another script on an English invoice', () => {
  it('embeds a font only when the name needs it, and only the glyphs it draws', async () => {
    const plain = await renderTaxInvoice(content(), { locale: 'en' });
    expect(plain.includes('/FontFile2')).toBe(false);
    const chinese = await renderTaxInvoice(content({ contactName: '王小明' }), { locale: 'en' });
    // One embedded font (the Chinese subset of 7 MB), holding three glyphs and .notdef.
    expect(chinese.toString('latin1').match(/\/FontFile2/g)).toHaveLength(1);
    expect(chinese.length).toBeLessThan(plain.length + 20_000);
    expect(await pdfText(chinese)).toContain('Bill to\n王小明\nmei@example.com');
  });
});

describe('scriptRuns: the runs of one script a text is drawn in', () => {
  it('keeps a Latin text whole, with its spaces, digits and punctuation', () => {
    expect(scriptRuns('José Müller-Łukasz, 12')).toEqual([
      { script: 'latin', text: 'José Müller-Łukasz, 12' },
    ]);
    expect(scriptRuns('')).toEqual([]);
    expect(scriptRuns('  ')).toEqual([{ script: 'latin', text: '  ' }]);
  });

  it('cuts a mixed text where the script changes, never inside a word', () => {
    expect(scriptRuns('Wang 王小明 प्रिया शर्मा (José)')).toEqual([
      { script: 'latin', text: 'Wang ' },
      { script: 'han', text: '王小明 ' },
      { script: 'devanagari', text: 'प्रिया शर्मा (' },
      { script: 'latin', text: 'José)' },
    ]);
    // Chinese punctuation is Chinese; the middle dot of a foreign name is not in its font.
    expect(scriptRuns('约翰·史密斯，你好')).toEqual([
      { script: 'han', text: '约翰' },
      { script: 'latin', text: '·' },
      { script: 'han', text: '史密斯，你好' },
    ]);
  });
});
type FontkitFont = { hasGlyphForCodePoint: (codePoint: number) => boolean };

describe('the invoice in the student’s language', () => {
  it('is the same file in English as for an unknown language or none', async () => {
    const english = await renderTaxInvoice(content(), { locale: 'en' });
    expect(english.equals(await renderTaxInvoice(content()))).toBe(true);
    expect(english.equals(await renderTaxInvoice(content(), { locale: 'xx' }))).toBe(true);
    const text = await pdfText(english);
    expect(text).toContain('Tax invoice');
    expect(text).not.toMatch(/[\u0900-\u097f\u4e00-\u9fff]/);
  });

  it('in Chinese: every label in English followed by its Chinese', async () => {
    const text = squash(await pdfText(await renderTaxInvoice(content(), { locale: 'zh-CN' })));
    for (const pair of [
      'Taxinvoice税务发票',
      'Invoicenumber发票编号',
      'Billto购买方',
      'Total(includingGST)$180.00合计（含商品及服务税）',
      'GSTincluded$16.36其中商品及服务税',
      'Totalpriceincludes GST总价已含商品及服务税'.replace(/\s/g, ''),
      'LND-2026-0007',
      'ABN51824753556澳大利亚商业号码',
      '感谢您选择Landed。',
    ]) {
      expect(text).toContain(pair);
    }
  });

  it('in Chinese, the notes of an invoice that is not a tax invoice are translated too', async () => {
    const text = squash(
      await pdfText(await renderTaxInvoice(content({ gstRegistered: false }), { locale: 'zh-CN' })),
    );
    expect(text).toContain(squash(INVOICE_NOTES.notRegistered('Landed Arrival Services Pty Ltd')));
    expect(text).toContain('未收取商品及服务税：LandedArrivalServicesPtyLtd未注册商品及服务税。');
    expect(text).toContain('Invoice发票');
  });

  it('in Hindi and Nepali (Devanagari) and Vietnamese', async () => {
    const hindi = await pdfText(await renderTaxInvoice(content(), { locale: 'hi' }));
    expect(hindi).toContain('Tax invoice');
    expect(hindi).toContain('टैक्स इनवॉइस');
    // Copied text keeps the glyphs' order: a vowel sign drawn before its consonant (ि) comes
    // out before it, so the words checked here have none.
    expect(hindi).toContain('बकाया');
    expect(hindi).toContain('मात्रा');
    const nepali = await pdfText(await renderTaxInvoice(content(), { locale: 'ne' }));
    expect(nepali).toContain('रकम');
    const vietnamese = await pdfText(await renderTaxInvoice(content(), { locale: 'vi' }));
    expect(vietnamese).toContain('Tax invoice');
    expect(vietnamese).toContain('Hoá đơn thuế');
    expect(vietnamese).toContain('$180.00');
  });
});
