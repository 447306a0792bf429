// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderEditor } from './product-editor-fixtures.tsx'

const tiersTable = () => screen.getByRole('table', { name: /^Volume prices/ })
const firstTier = () => within(tiersTable()).getAllByRole('row')[1]?.textContent

describe("the editor's volume price tiers", () => {
  test('the first tier is the minimum order at the price, and follows them as they are typed', async () => {
    const { user } = await renderEditor()

    expect(firstTier()).toMatch(/^5011\.20/)
    expect(screen.getByRole('textbox', { name: 'From quantity, tier 2' })).toHaveProperty('value', '100')
    expect(screen.getByRole('textbox', { name: 'Unit price, tier 2' })).toHaveProperty('value', '10.90')

    const minimum = screen.getByRole('textbox', { name: /^Minimum order/ })
    await user.clear(minimum)
    await user.type(minimum, '60')
    const price = screen.getByRole('textbox', { name: /^Price/ })
    await user.clear(price)
    await user.type(price, '11.5')
    expect(firstTier()).toMatch(/^6011\.5/)
  })

  test('a row no cheaper than the one above is refused under its row; nothing is sent', async () => {
    const { user, writes } = await renderEditor()

    await user.click(screen.getByRole('button', { name: 'Add a tier' }))
    await user.type(screen.getByRole('textbox', { name: 'From quantity, tier 3' }), '500')
    await user.type(screen.getByRole('textbox', { name: 'Unit price, tier 3' }), '10.90')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(
      await screen.findByRole('textbox', {
        name: 'Unit price, tier 3',
        description: 'Make the unit price lower than in the row before.',
      }),
    ).toBeTruthy()
    expect(writes()).toEqual([])
  })

  test('a save sends the whole list of tiers, rows added and removed', async () => {
    const { user, writes } = await renderEditor()

    await user.click(screen.getByRole('button', { name: 'Add a tier' }))
    await user.type(screen.getByRole('textbox', { name: 'From quantity, tier 3' }), '500')
    await user.type(screen.getByRole('textbox', { name: 'Unit price, tier 3' }), '10.5')
    await user.click(screen.getByRole('button', { name: 'Remove tier 2' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    await waitFor(() => expect(writes()).toHaveLength(1))
    const body = writes()[0]?.body as { variations: { price_tiers: unknown }[] }
    expect(body.variations[0]?.price_tiers).toEqual([
      { min_quantity: 50, price: 11.2 },
      { min_quantity: 500, price: 10.5 },
    ])
  })

  test('a variation moved up takes its tiers along', async () => {
    const { user, writes } = await renderEditor()

    await user.click(screen.getByRole('button', { name: 'Add a variation' }))
    const added = within(screen.getByRole('group', { name: /^Variation 2/ }))
    await user.type(added.getByRole('textbox', { name: /^Name \(English/ }), '5 kg tin')
    await user.type(added.getByRole('textbox', { name: /^Price/ }), '10')
    await user.type(added.getByRole('textbox', { name: /^In stock/ }), '80')
    await user.click(added.getByRole('button', { name: 'Add a tier' }))
    await user.type(added.getByRole('textbox', { name: 'From quantity, tier 2' }), '20')
    await user.type(added.getByRole('textbox', { name: 'Unit price, tier 2' }), '9.5')
    await user.click(screen.getByRole('button', { name: 'Move variation 2 up' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    await waitFor(() => expect(writes()).toHaveLength(1))
    const body = writes()[0]?.body as { variations: { price_tiers: unknown }[] }
    expect(body.variations.map((v) => v.price_tiers)).toEqual([
      [
        { min_quantity: 1, price: 10 },
        { min_quantity: 20, price: 9.5 },
      ],
      [
        { min_quantity: 50, price: 11.2 },
        { min_quantity: 100, price: 10.9 },
      ],
    ])
  })

  test('the server’s message about a tier shows under its row', async () => {
    const { user } = await renderEditor({
      status: 400,
      body: { 'variations.0.price_tiers.1': ['Each tier must cost less per unit than the one before.'] },
    })

    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    const description = 'Each tier must cost less per unit than the one before.'
    expect(await screen.findByRole('textbox', { name: 'From quantity, tier 2', description })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Unit price, tier 2', description })).toBeTruthy()
  })
})
