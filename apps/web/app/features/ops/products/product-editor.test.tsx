// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderEditor } from './product-editor-fixtures.tsx'

describe('the operator product editor', () => {
  test('a weight is judged before sending: gross below net is refused under the field', async () => {
    const { user, writes } = await renderEditor()

    await user.type(screen.getByRole('textbox', { name: /^Gross weight per unit/ }), '0.5')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(
      await screen.findByRole('textbox', {
        name: /^Gross weight per unit/,
        description: 'Gross weight includes the packing, so it cannot be less than the net weight.',
      }),
    ).toBeTruthy()
    expect(writes()).toEqual([])
  })

  test('an English name is required, and a description needs a name in its language; nothing is sent', async () => {
    const { user, language, writes } = await renderEditor()

    await user.clear(language(/^English/).getByRole('textbox', { name: /^Name/ }))
    await user.type(language(/^Persian/).getByRole('textbox', { name: /^Description/ }), 'رشته‌های زعفران')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(
      await language(/^English/).findByRole('textbox', {
        name: /^Name/,
        description: 'Enter the name in English.',
      }),
    ).toBeTruthy()
    expect(
      language(/^Persian/).getByRole('textbox', {
        name: /^Name/,
        description: 'Add a name in this language too, or clear the description.',
      }),
    ).toBeTruthy()
    expect(writes()).toEqual([])
  })

  test('a save sends the whole product as edited, every variation with the stock it was read at', async () => {
    const { user, language, writes } = await renderEditor()

    const englishName = language(/^English/).getByRole('textbox', { name: /^Name/ })
    await user.clear(englishName)
    await user.type(englishName, 'Sargol saffron, grade A')
    await user.type(language(/^Persian/).getByRole('textbox', { name: /^Name/ }), 'زعفران سرگل')
    await user.clear(language(/^Russian/).getByRole('textbox', { name: /^Name/ }))
    await user.type(screen.getByRole('textbox', { name: /^HS code/ }), '0910.20')
    const origin = screen.getByRole('combobox', { name: /^Country of origin/ })
    expect(within(origin).getAllByRole('option')[0]?.textContent).toBe('Iran')
    await user.selectOptions(origin, 'Afghanistan')
    await user.type(screen.getByRole('textbox', { name: /^Gross weight per unit/ }), '1.15')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    await waitFor(() => expect(writes()).toHaveLength(1))
    const [sent] = writes()
    expect([sent?.method, sent?.path]).toEqual(['PATCH', '/products/41/update/'])
    expect(sent?.body).toEqual({
      category: 3,
      product_type: 5,
      producer: 'Golestan',
      is_active: true,
      hs_code: '091020',
      origin_country: 'AF',
      translations: {
        en: { name: 'Sargol saffron, grade A', description: 'Threads from Khorasan.' },
        fa: { name: 'زعفران سرگل', description: '' },
        ru: null,
      },
      variations: [
        {
          id: 8,
          name: { en: '1 kg tin' },
          price: 11.2,
          stock: 400,
          stock_read: 400,
          minimum_order_quantity: 50,
          attribute_values: [],
          net_weight_kg: 1,
          gross_weight_kg: 1.15,
          price_tiers: [
            { min_quantity: 50, price: 11.2 },
            { min_quantity: 100, price: 10.9 },
          ],
        },
      ],
    })
  })

  test('the server’s field errors are shown on their fields, the others above the save button', async () => {
    const { user, language } = await renderEditor({
      status: 400,
      body: {
        'translations.fa': ['Persian names need Persian letters.'],
        'variations.0.price': ['Saffron cannot cost this little.'],
        'variations.0.images': ['A variation needs a picture.'],
        hs_code: ['No such HS code.'],
        'variations.0.gross_weight_kg': ['The gross weight cannot be below the net one.'],
      },
    })

    await user.type(language(/^Persian/).getByRole('textbox', { name: /^Name/ }), 'Sargol')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(
      await language(/^Persian/).findByRole('textbox', {
        name: /^Name/,
        description: 'Persian names need Persian letters.',
      }),
    ).toBeTruthy()
    expect(
      screen.getByRole('textbox', { name: /^Price/, description: 'Saffron cannot cost this little.' }),
    ).toBeTruthy()
    expect(screen.getByRole('textbox', { name: /^HS code/, description: 'No such HS code.' })).toBeTruthy()
    expect(
      screen.getByRole('textbox', {
        name: /^Gross weight per unit/,
        description: 'The gross weight cannot be below the net one.',
      }),
    ).toBeTruthy()
    expect(screen.getByText('A variation needs a picture.').closest('[role="alert"]')).not.toBeNull()
  })
})
