import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Locale } from '@caravanserai/contracts/languages'
import { describe, expect, test } from 'vitest'
import type { DocumentContent } from './document-content.ts'
import { renderDocumentPdf } from './pdf-document.ts'

/** Product lines as a buyer in each language ordered them: the names are copied in that language. */
const LINES: Record<Locale, [name: string, variation: string]> = {
  en: ['Sargol saffron, grade A', '1 kg tin'],
  ru: ['Шафран Саргол, сорт A', 'банка 1 кг'],
  hy: ['Սարգոլ զաֆրան, A տեսակ', '1 կգ տուփ'],
  fa: ['زعفران سرگل ممتاز', 'قوطی یک کیلوگرمی، درجهٔ اعلا'],
}

/** The totals as each language writes them (Intl: Persian digits and separators in fa). */
const TOTALS: Record<Locale, string[]> = {
  en: ['US$148,860.00', 'US$151,330.00'],
  ru: ['148 860,00 $', '151 330,00 $'],
  hy: ['148 860,00 $', '151 330,00 $'],
  fa: ['$۱۴۸٬۸۶۰٫۰۰', '$۱۵۱٬۳۳۰٫۰۰'],
}

function content(language: Locale, kind: DocumentContent['kind']): DocumentContent {
  const [name, variation] = LINES[language]
  return {
    kind,
    number: 'PI-2026-00042',
    issuedOn: '2026-11-26',
    language,
    orderNumber: 'CS-2026-AB12CD',
    orderedOn: '2026-11-20',
    currency: 'USD',
    seller: {
      legalName: 'Caravanserai Export Trading Co.',
      address: '14 Enghelab Street\nTehran 11316\nIran',
      taxId: '4111-2233-4455',
      email: 'sales@caravanserai.example',
      phone: '+98 21 5555 0101',
    },
    buyer: {
      name: 'Ani Petrosyan',
      company: 'Ararat Foods LLC',
      taxId: '02512345',
      address: ['12 Abovyan Street', '0001 Yerevan', 'Armenia'],
      email: 'ani@ararat.example',
      phone: '+374 10 555 123',
    },
    destination: 'Armenia — Meghri',
    incoterm: { code: 'DAP', place: 'Bavra–Ashotsk' },
    lines: [
      {
        name,
        variation,
        quantity: 120,
        unitPrice: '1240.50',
        lineTotal: '148860.00',
        hsCode: '091020',
        origin: 'IR',
        netKg: '120.000',
        grossKg: '132.500',
      },
    ],
    goodsTotal: '148860.00',
    shipping: '2470.00',
    total: '151330.00',
    netKg: '120.000',
    grossKg: '132.500',
    validUntil: kind === 'proforma_invoice' ? '2026-12-10' : null,
    payment:
      kind === 'proforma_invoice'
        ? {
            currency: 'USD',
            beneficiary: 'Caravanserai Export Trading Co.',
            bank_name: 'Demo Commercial Bank',
            bank_address: 'Yerevan, Armenia',
            account_number: 'AM00 0000 1234 5678',
            swift: 'DEMOAM22',
            intermediary: '',
            notes: '',
            reference: 'PI-2026-00042 / CS-2026-AB12CD',
          }
        : null,
    trackingNumber: kind === 'proforma_invoice' ? null : 'UL-774-2026',
    credit: null,
  }
}

/**
 * The PDF's text as poppler's pdftotext reads it, made comparable with what was written. Poppler
 * marks right-to-left runs with embedding controls, and when it turns a Persian run from visual
 * back to logical order it keeps the code points of one glyph in their order, so a glyph that
 * stands for two (the lam-alef ligature, a letter with its zero-width non-joiner or its hamza)
 * comes out transposed: the same text, shaped the same, in every PDF engine (Chromium's too).
 * It also moves a Persian comma across its space. Both sides drop those controls, non-joiners,
 * marks and spaces (a name wrapped in its table cell has a line break in it), and read lam-alef
 * one way: what is left is every letter and digit, in order.
 */
function comparable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069\u064b-\u065f\u0670]/g, '')
    .replaceAll('لا', 'ال')
    .replace(/\s+/g, '')
}

function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-pdf-'))
  try {
    const file = path.join(dir, 'document.pdf')
    fs.writeFileSync(file, pdf)
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8')
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

describe.each(['en', 'ru', 'hy', 'fa'] as const)('a trade document in %s', (language) => {
  test('names the products and the totals as written, and the same content makes the same file', () => {
    const issued = new Date('2026-11-26T10:00:00Z')
    const pdf = renderDocumentPdf(content(language, 'proforma_invoice'), issued)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = comparable(pdfText(pdf))
    expect(text).toContain(comparable(LINES[language][0]))
    expect(text).toContain(comparable(LINES[language][1]))
    for (const total of TOTALS[language]) expect(text).toContain(comparable(total))
    expect(text).toContain('PI-2026-00042')
    expect(text).toContain('DEMOAM22')
    expect(renderDocumentPdf(content(language, 'proforma_invoice'), issued).equals(pdf)).toBe(true)
  })

  test('the packing list gives weights and the carrier reference, and no prices', () => {
    const text = comparable(pdfText(renderDocumentPdf(content(language, 'packing_list'), new Date())))
    expect(text).toContain(comparable(LINES[language][0]))
    expect(text).toContain('UL-774-2026')
    expect(text).toContain(
      comparable(new Intl.NumberFormat(language === 'fa' ? 'fa-IR' : language).format(132.5)),
    )
    for (const total of TOTALS[language]) expect(text).not.toContain(comparable(total))
  })
})

/** A cancelled order's money sent back, as each language writes it, title to closing note. */
const CREDIT_NOTES = {
  ru: {
    title: 'Кредит-нота',
    line: 'Возврат по заказу CS-2026-AB12CD, отменённому до отгрузки',
    total: ['Итого к возврату (USD)', '680,00 $'],
    note: 'Эта сумма возвращена покупателю банковским переводом 25 ноября 2026 г., банковский референс TRF-7781.',
  },
  fa: {
    title: 'اعلامیهٔ بستانکاری',
    line: 'بازپرداخت سفارش CS-2026-AB12CD که پیش از ارسال لغو شد',
    // Poppler reads the brackets around "USD" mirrored in a right-to-left line: the label alone.
    total: ['جمع بستانکاری', '$۶۸۰٫۰۰'],
    note: 'این مبلغ در تاریخ ۴ آذر ۱۴۰۵ با حواله بانکی به شماره پیگیری TRF-7781 به خریدار بازگردانده شد',
  },
} as const

describe.each(['ru', 'fa'] as const)('a credit note in %s', (language) => {
  test('says in that language what was sent back, when, by which transfer, and against which invoice', () => {
    const note: DocumentContent = {
      ...content(language, 'credit_note'),
      number: 'CN-2026-00007',
      trackingNumber: null,
      credit: {
        amount: '680.00',
        refundedOn: '2026-11-25',
        bankReference: 'TRF-7781',
        cause: 'cancellation',
        against: 'PI-2026-00042',
      },
    }
    const text = comparable(pdfText(renderDocumentPdf(note, new Date('2026-11-26T10:00:00Z'))))
    const expected = CREDIT_NOTES[language]
    for (const written of [expected.title, expected.line, ...expected.total, expected.note]) {
      expect(text).toContain(comparable(written))
    }
    for (const reference of ['CN-2026-00007', 'PI-2026-00042', 'TRF-7781']) expect(text).toContain(reference)
    // One line, the money sent back: the goods and their totals are not on it.
    expect(text).not.toContain(comparable(LINES[language][0]))
    for (const total of TOTALS[language]) expect(text).not.toContain(comparable(total))
    expect(text).not.toContain('Credit')
  })
})
