import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Locale } from '@caravanserai/contracts/languages'
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler'
import { INTL_LOCALE, money as moneyIn } from '../../i18n/intl-locale.ts'
import { type MessageKey, translate } from '../../i18n/messages.ts'
import type { DocumentContent, DocumentLine } from './document-content.ts'

/**
 * The template and its fonts: apps/api/documents, or documents/ beside the server's bundle (which
 * the build copies there).
 */
export function documentsFolder(): string {
  const candidates = [new URL('./documents', import.meta.url), new URL('../../../documents', import.meta.url)]
  const found = candidates.map((u) => fileURLToPath(u)).find((p) => fs.existsSync(p))
  if (!found) throw new Error('The documents folder (apps/api/documents) is missing')
  return found
}

/** The fonts in order of preference: a glyph missing from the first comes from the next. */
const FONTS: Record<Locale, string[]> = {
  en: ['Noto Sans', 'Noto Sans Armenian', 'Vazirmatn'],
  ru: ['Noto Sans', 'Noto Sans Armenian', 'Vazirmatn'],
  hy: ['Noto Sans Armenian', 'Noto Sans', 'Vazirmatn'],
  fa: ['Vazirmatn', 'Noto Sans', 'Noto Sans Armenian'],
}

let compiler: { typst: NodeCompiler; template: string } | undefined

/** One compiler per process, made at the first document: loading the fonts takes about 0.1 s. */
function typst() {
  if (!compiler) {
    const folder = documentsFolder()
    compiler = {
      typst: NodeCompiler.create({ fontArgs: [{ fontPaths: [`${folder}/fonts`] }] }),
      template: fs.readFileSync(`${folder}/trade-document.typ`, 'utf8'),
    }
  }
  return compiler
}

/** Everything the document prints, translated and formatted in its language. */
function view(c: DocumentContent) {
  const locale = c.language
  const t = (key: MessageKey, params?: Record<string, unknown>) => translate(locale, key, params)
  const money = (amount: string) => moneyIn(amount as `${number}`, locale, c.currency)
  const kilograms = (kg: string | null) =>
    kg === null
      ? '—'
      : new Intl.NumberFormat(INTL_LOCALE[locale], {
          style: 'unit',
          unit: 'kilogram',
          maximumFractionDigits: 3,
        }).format(kg as `${number}`)
  const count = (n: number) => new Intl.NumberFormat(INTL_LOCALE[locale]).format(n)
  const day = (iso: string) =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    )
  const country = (code: string | null) =>
    code ? (new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region' }).of(code) ?? code) : '—'
  const invoice = c.kind !== 'packing_list'
  const credit = c.credit
  // In a right-to-left document each value keeps its own direction (a first-strong isolate, as
  // HTML's dir="auto"): "14 Enghelab Street" stays in that order beside Persian labels.
  const v = <T extends string | null>(value: T): T =>
    (locale === 'fa' && value ? `\u2068${value}\u2069` : value) as T

  // A credit note prints one line, the money sent back, against the invoice it credits.
  const creditColumns = [
    { label: '#', number: true, wide: false },
    { label: t('document.column.description'), number: false, wide: true },
    { label: t('document.column.amount'), number: true, wide: false },
  ]
  const creditRows = credit
    ? [[count(1), t(`document.credit.${credit.cause}`, { order: v(c.orderNumber) }), money(credit.amount)]]
    : []
  const columns = [
    { label: '#', number: true, wide: false },
    { label: t('document.column.description'), number: false, wide: true },
    { label: t('document.column.hsCode'), number: false, wide: false },
    { label: t('document.column.origin'), number: false, wide: false },
    { label: t('document.column.quantity'), number: true, wide: false },
    ...(invoice
      ? [
          { label: t('document.column.unitPrice'), number: true, wide: false },
          { label: t('document.column.amount'), number: true, wide: false },
        ]
      : [
          { label: t('document.column.netWeight'), number: true, wide: false },
          { label: t('document.column.grossWeight'), number: true, wide: false },
        ]),
  ]
  const row = (line: DocumentLine, index: number) => [
    count(index + 1),
    v(`${line.name} — ${line.variation}`),
    v(line.hsCode) ?? '—',
    country(line.origin),
    count(line.quantity),
    ...(invoice
      ? [money(line.unitPrice), money(line.lineTotal)]
      : [kilograms(line.netKg), kilograms(line.grossKg)]),
  ]
  const totals = credit
    ? [
        {
          label: t('document.total.credited', { currency: c.currency }),
          value: money(credit.amount),
          strong: true,
        },
      ]
    : invoice
      ? [
          { label: t('document.total.goods'), value: money(c.goodsTotal), strong: false },
          { label: t('document.total.shipping'), value: money(c.shipping), strong: false },
          { label: t('document.total.due', { currency: c.currency }), value: money(c.total), strong: true },
        ]
      : [
          { label: t('document.total.net'), value: kilograms(c.netKg), strong: true },
          { label: t('document.total.gross'), value: kilograms(c.grossKg), strong: true },
        ]
  const notes = {
    proforma_invoice: [t('document.note.proforma', { date: c.validUntil ? day(c.validUntil) : '' })],
    commercial_invoice: [t('document.note.commercial')],
    packing_list: c.netKg === null ? [t('document.note.weightsUnknown')] : [],
    credit_note: credit
      ? [t('document.note.credit', { date: day(credit.refundedOn), reference: v(credit.bankReference) })]
      : [],
  }[c.kind]

  return {
    lang: locale,
    dir: locale === 'fa' ? 'rtl' : 'ltr',
    fonts: FONTS[locale],
    title: t(`document.title.${c.kind}`),
    number: v(c.number),
    labels: {
      page: t('document.page'),
      taxId: t('document.taxId'),
      seller: t('document.seller'),
      buyer: t('document.buyer'),
      paymentTitle: t('document.payment.title'),
    },
    facts: [
      [t('document.number'), v(c.number)],
      [t('document.date'), day(c.issuedOn)],
      [t('document.order'), `${v(c.orderNumber)} (${day(c.orderedOn)})`],
      [t('document.validUntil'), c.validUntil ? day(c.validUntil) : null],
      [t('document.tracking'), credit ? null : v(c.trackingNumber)],
      [t('document.credit.against'), credit ? v(credit.against) : null],
    ],
    seller: {
      name: v(c.seller.legalName),
      address: c.seller.address
        .split('\n')
        .filter((l) => l.trim())
        .map(v),
      taxId: v(c.seller.taxId),
      email: v(c.seller.email),
      phone: v(c.seller.phone),
    },
    buyer: {
      name: v(c.buyer.name),
      company: v(c.buyer.company),
      address: c.buyer.address.map(v),
      taxId: c.buyer.taxId ? `${t('document.taxId')} ${v(c.buyer.taxId)}` : null,
      contact: [c.buyer.email, c.buyer.phone].filter(Boolean).map(v).join(' · '),
    },
    terms: [
      [
        t('document.incoterm'),
        c.incoterm
          ? v(t('document.incotermValue', { code: c.incoterm.code, place: c.incoterm.place }))
          : null,
      ],
      [t('document.destination'), v(c.destination)],
      [t('document.currency'), c.currency],
      [
        t('document.rate'),
        c.rate && invoice && !credit
          ? t('document.rateValue', {
              one: count(1),
              units: new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 6 }).format(
                c.rate.units_per_usd as `${number}`,
              ),
              currency: c.rate.currency,
              date: day(c.rate.effective_on),
            })
          : null,
      ],
    ],
    columns: credit ? creditColumns : columns,
    rows: credit ? creditRows : c.lines.map(row),
    totals,
    payment: c.payment && [
      [t('document.payment.beneficiary'), v(c.payment.beneficiary)],
      [t('document.payment.bank'), v(c.payment.bank_name)],
      [t('document.payment.bankAddress'), v(c.payment.bank_address)],
      [t('document.payment.account'), v(c.payment.account_number)],
      [t('document.payment.swift'), v(c.payment.swift)],
      [t('document.payment.intermediary'), v(c.payment.intermediary)],
      [t('document.payment.amount'), money(c.total)],
      [t('document.payment.reference'), v(c.payment.reference)],
      [t('document.payment.notes'), v(c.payment.notes)],
    ],
    notes,
  }
}

/**
 * The PDF of a document (PDF/A-2u: fonts embedded, text extractable, fit for archiving), made
 * with Typst, which shapes Persian and Armenian with HarfBuzz's rules and orders right-to-left
 * runs by the Unicode bidirectional algorithm. The same content gives the same bytes.
 */
export function renderDocumentPdf(content: DocumentContent, issuedAt: Date): Buffer {
  const { typst: compiler, template } = typst()
  try {
    return compiler.pdf(
      { mainFileContent: template, inputs: { document: JSON.stringify(view(content)) } },
      { pdfStandard: 'a-2u', creationTimestamp: Math.floor(issuedAt.getTime() / 1000) },
    )
  } finally {
    // Typst memoises each compilation; documents do not repeat, so keep only the recent ones.
    compiler.evictCache(10)
  }
}
