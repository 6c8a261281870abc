// The invoice PDF in the student's language (issue 18): English labels, each followed by its
// translation, in a font that can draw it; an English invoice exactly as before.
import { readFileSync } from 'node:fs';

import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';

import { renderInvoicePdf, SIMPLIFIED_CHINESE_INVOICE_FONT } from '#server/lib/invoice-pdf.ts';
import zhCN from '#server/locales/zh-CN.json' with { type: 'json' };
import { INVOICE_NOTES, invoiceContent } from '#server/operations/invoices/issue-invoice.ts';
import { pdfText } from '#test/support/pdf-text.ts';

const content = (cms: { abn?: string; gstRegistered?: boolean } = {}) =>
  invoiceContent({
    number: 7,
    issuedAt: new Date('2026-02-14T03:00:00Z'),
    booking: {
      bookingRef: 'LND-2026-0007',
      contactName: 'Mei Chen',
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
});
type FontkitFont = { hasGlyphForCodePoint: (codePoint: number) => boolean };

describe('the invoice in the student’s language', () => {
  it('is the same file in English as for an unknown language or none', async () => {
    const english = await renderInvoicePdf(content(), { locale: 'en' });
    expect(english.equals(await renderInvoicePdf(content()))).toBe(true);
    expect(english.equals(await renderInvoicePdf(content(), { locale: 'xx' }))).toBe(true);
    const text = await pdfText(english);
    expect(text).toContain('Tax invoice');
    expect(text).not.toMatch(/[\u0900-\u097f\u4e00-\u9fff]/);
  });

  it('in Chinese: every label in English followed by its Chinese', async () => {
    const text = squash(await pdfText(await renderInvoicePdf(content(), { locale: 'zh-CN' })));
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
      await pdfText(await renderInvoicePdf(content({ gstRegistered: false }), { locale: 'zh-CN' })),
    );
    expect(text).toContain(squash(INVOICE_NOTES.notRegistered('Landed Arrival Services Pty Ltd')));
    expect(text).toContain('未收取商品及服务税：LandedArrivalServicesPtyLtd未注册商品及服务税。');
    expect(text).toContain('Invoice发票');
  });

  it('in Hindi and Nepali (Devanagari) and Vietnamese', async () => {
    const hindi = await pdfText(await renderInvoicePdf(content(), { locale: 'hi' }));
    expect(hindi).toContain('Tax invoice');
    expect(hindi).toContain('टैक्स इनवॉइस');
    // Copied text keeps the glyphs' order: a vowel sign drawn before its consonant (ि) comes
    // out before it, so the words checked here have none.
    expect(hindi).toContain('बकाया');
    expect(hindi).toContain('मात्रा');
    const nepali = await pdfText(await renderInvoicePdf(content(), { locale: 'ne' }));
    expect(nepali).toContain('रकम');
    const vietnamese = await pdfText(await renderInvoicePdf(content(), { locale: 'vi' }));
    expect(vietnamese).toContain('Tax invoice');
    expect(vietnamese).toContain('Hoá đơn thuế');
    expect(vietnamese).toContain('$180.00');
  });
});
