import { RFQ_FILES_MAX } from '@caravanserai/contracts/rfqs'
import { describe, expect, test } from 'vitest'
import {
  addFiles,
  EMPTY_RFQ,
  localDay,
  prefillOf,
  type RfqFormInput,
  rfqFormSchema,
} from './rfq-form-values.ts'

const TODAY = '2026-12-01'

function parse(
  values: Partial<RfqFormInput>,
  { lang = 'en', product = null } = {} as {
    lang?: 'en' | 'ru' | 'am' | 'fa'
    product?: number | null
  },
) {
  return rfqFormSchema(lang, TODAY, product).safeParse({ ...EMPTY_RFQ, ...values })
}

/** Each failing field with its issue's message, as the form's texts are named. */
function problems(values: Partial<RfqFormInput>, options?: Parameters<typeof parse>[1]) {
  const result = parse(values, options)
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]))
}

describe('the request form', () => {
  test('something outside the catalogue becomes the contract body', () => {
    const result = parse({
      title: '  Dried apricots ',
      category: '3',
      details: 'Sulphur-free, 10 kg cartons',
      quantity: '2.5',
      unit: 'tonne',
      target_price: '3.40',
      shipping_destination: '2',
      needed_by: '2026-12-20',
    })
    expect(result.data).toEqual({
      product_variation: undefined,
      title: 'Dried apricots',
      category: 3,
      details: 'Sulphur-free, 10 kg cartons',
      quantity: 2.5,
      unit: 'tonne',
      target_price: 3.4,
      shipping_destination: 2,
      needed_by: '2026-12-20',
    })
  })

  test('a catalogue product needs no title and names no category', () => {
    const result = parse(
      { product_variation: '12', category: '3', quantity: '500', shipping_destination: '1' },
      { product: 7 },
    )
    expect(result.data).toMatchObject({
      product: 7,
      product_variation: 12,
      title: undefined,
      category: undefined,
    })
  })

  test('something outside the catalogue needs a title, a quantity and a destination', () => {
    expect(problems({})).toEqual({
      title: 'required',
      quantity: 'required',
      shipping_destination: 'required',
    })
  })

  test('a quantity must be a positive number with at most three decimals', () => {
    expect(problems({ title: 'x', shipping_destination: '1', quantity: 'a lot' })).toEqual({
      quantity: 'invalid',
    })
    expect(problems({ title: 'x', shipping_destination: '1', quantity: '0' })).toEqual({
      quantity: 'rfqs.quantityInvalid',
    })
    expect(parse({ title: 'x', shipping_destination: '1', quantity: '1.2345' }).error?.issues[0]?.code).toBe(
      'not_multiple_of',
    )
  })

  test('a target price has at most two decimals and the day needed is not in the past', () => {
    const result = parse({
      title: 'x',
      quantity: '1',
      shipping_destination: '1',
      target_price: '1.005',
      needed_by: '2026-11-30',
    })
    const issues = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i]))
    expect(issues.target_price?.code).toBe('not_multiple_of')
    expect(issues.needed_by?.message).toBe('past')
    expect(parse({ title: 'x', quantity: '1', shipping_destination: '1', needed_by: TODAY }).success).toBe(
      true,
    )
  })
})

test('the address prefills a product and its variation; a variation alone means nothing', () => {
  expect(prefillOf(new URLSearchParams('product=7&variation=12'))).toEqual({ product: 7, variation: 12 })
  expect(prefillOf(new URLSearchParams('product=x&variation=12'))).toEqual({ product: null, variation: null })
  expect(prefillOf(new URLSearchParams('product=7&variation=-1'))).toEqual({ product: 7, variation: null })
})

test('today is the buyer’s own day', () => {
  expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
})

describe('choosing files', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size })

  test('PDF and pictures within the size are added', () => {
    const { files, problem } = addFiles([file('a.pdf', 'application/pdf')], [file('b.png', 'image/png')])
    expect(files.map((f) => f.name)).toEqual(['a.pdf', 'b.png'])
    expect(problem).toBeNull()
  })

  test.each([
    [file('notes.docx', 'application/msword'), 'type'],
    [file('scan.pdf', 'application/pdf', 11 * 1024 * 1024), 'tooLarge'],
    [file('empty.pdf', 'application/pdf', 0), 'empty'],
  ])('%o is refused (%s) and nothing is added', (bad, kind) => {
    const current = [file('a.pdf', 'application/pdf')]
    const { files, problem } = addFiles(current, [file('ok.jpg', 'image/jpeg'), bad])
    expect(files).toBe(current)
    expect(problem).toEqual({ kind, name: bad.name })
  })

  test('a file without a type is judged by its name', () => {
    expect(addFiles([], [file('drawing.WEBP', '')]).problem).toBeNull()
  })

  test(`no more than ${RFQ_FILES_MAX} files`, () => {
    const current = Array.from({ length: RFQ_FILES_MAX - 1 }, (_, i) => file(`${i}.pdf`, 'application/pdf'))
    const { files, problem } = addFiles(current, [
      file('x.pdf', 'application/pdf'),
      file('y.pdf', 'application/pdf'),
    ])
    expect(files).toBe(current)
    expect(problem?.kind).toBe('tooMany')
  })
})
