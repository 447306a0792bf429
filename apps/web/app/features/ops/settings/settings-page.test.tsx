// @vitest-environment happy-dom
import type { BankAccount, SellerSettings } from '@caravanserai/contracts/ops-seller'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import type { Answers } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { quoteBlockers, SettingsPage } from './settings-page.tsx'

const usd: BankAccount = {
  currency: 'USD',
  beneficiary: 'Caravanserai Trading LLC',
  bank_name: 'Ameriabank',
  bank_address: '2 Vazgen Sargsyan St, Yerevan',
  account_number: 'AM12 3456 7890 1234',
  swift: 'ARMIAM22',
  intermediary: '',
  notes: 'Write the proforma number on the transfer.',
}

const ready: SellerSettings = {
  profile: {
    legal_name: 'Caravanserai Trading LLC',
    address: '10 Abovyan St\nYerevan 0001\nArmenia',
    tax_id: '02612345',
    email: 'trade@caravanserai.example',
    phone: '+374 10 000000',
  },
  bank_accounts: [usd],
  currency: 'USD',
}
const empty: SellerSettings = { profile: null, bank_accounts: [], currency: 'USD' }

function renderSettings(settings: SellerSettings, answers: Answers = {}) {
  const page = renderPage(<SettingsPage lang="en" />, {
    path: '/ops/settings',
    outletContext: { operator: aSessionUser() },
    answers: { 'GET /ops/seller/': { body: settings }, ...answers },
  })
  const writes = () => page.requests.filter((r) => r.method !== 'GET')
  return { ...page, writes }
}

const field = (name: string | RegExp, description?: string) =>
  screen.findByRole('textbox', { name, ...(description ? { description } : {}) })

describe('what quoting needs', () => {
  test('is the seller and the bank account of the shop currency, whatever other accounts there are', () => {
    expect(quoteBlockers(empty)).toEqual(['profile', 'account'])
    expect(quoteBlockers({ ...ready, bank_accounts: [{ ...usd, currency: 'EUR' }] })).toEqual(['account'])
    expect(quoteBlockers({ ...ready, profile: null })).toEqual(['profile'])
    expect(quoteBlockers(ready)).toEqual([])
  })
})

describe('the settings page', () => {
  test('says what still blocks quoting, and that nothing does once both are there', async () => {
    renderSettings(empty)
    const blocked = await screen.findByText('Quotes are refused for now')
    const box = blocked.closest('[role="status"]') as HTMLElement
    expect(box.textContent).toContain("the bank account in USD, the shop's currency")
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["the seller's details", 'the bank account in USD'])
    expect(screen.getByText('No bank accounts yet.')).toBeTruthy()
  })

  test('shows every account, the shop currency first and marked, as the proforma invoice gives it', async () => {
    const eur = {
      ...usd,
      currency: 'EUR',
      account_number: 'DE89 3704 0044 0532 0130 00',
      swift: 'COBADEFFXXX',
    }
    renderSettings({ ...ready, bank_accounts: [eur, usd] })
    expect(await screen.findByText('Ready to quote')).toBeTruthy()
    const accounts = within(screen.getByRole('region', { name: 'Bank accounts' })).getAllByRole('listitem')
    expect(accounts.map((account) => within(account).getByRole('heading').textContent)).toEqual([
      'USDShop currency, used in quotes',
      'EUR',
    ])
    expect(accounts[1]?.textContent).toContain('COBADEFFXXX')
    expect(within(accounts[1]!).getByRole('button', { name: 'Edit the EUR account' })).toBeTruthy()
  })

  test('the seller form refuses blanks and a bad email under their fields, and sends nothing', async () => {
    const { user, writes } = renderSettings(empty)
    await user.type(await field('Legal name'), '   ')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'trade@')
    await user.click(screen.getByRole('button', { name: 'Save seller details' }))

    expect(await field('Legal name', "Enter the seller's legal name.")).toBeTruthy()
    expect(await field(/^Address/, "Enter the seller's address.")).toBeTruthy()
    expect(await field('Email', 'Enter a valid email address.')).toBeTruthy()
    expect(await field('Phone', 'Enter a phone number.')).toBeTruthy()
    expect(writes()).toEqual([])
  })

  test('the seller form sends the details trimmed, address lines kept, and shows the server’s field errors', async () => {
    const { user, writes } = renderSettings(empty, {
      'PUT /ops/seller/': { status: 400, body: { tax_id: ['This tax ID is not valid in Armenia.'] } },
    })
    await user.type(await field('Legal name'), ' Caravanserai Trading LLC ')
    await user.type(screen.getByRole('textbox', { name: /^Address/ }), '10 Abovyan St{Enter}Yerevan 0001')
    await user.type(screen.getByRole('textbox', { name: 'Tax ID' }), '026')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'trade@caravanserai.example')
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+374 10 000000')
    await user.click(screen.getByRole('button', { name: 'Save seller details' }))

    expect(await field('Tax ID', 'This tax ID is not valid in Armenia.')).toBeTruthy()
    expect(writes()[0]?.body).toEqual({
      legal_name: 'Caravanserai Trading LLC',
      address: '10 Abovyan St\nYerevan 0001',
      tax_id: '026',
      email: 'trade@caravanserai.example',
      phone: '+374 10 000000',
    })
  })

  test('a new account needs a currency without one, a valid account number and SWIFT', async () => {
    const { user, writes } = renderSettings(ready)
    await user.click(await screen.findByRole('button', { name: 'Add an account' }))
    const currency = await field(/^Currency/)
    await waitFor(() => expect(document.activeElement).toBe(currency))
    await user.type(currency, 'usd')
    await user.type(screen.getByRole('textbox', { name: /^IBAN/ }), '12')
    await user.type(screen.getByRole('textbox', { name: 'SWIFT (BIC)' }), 'BANK')
    await user.click(screen.getByRole('button', { name: 'Save account' }))

    expect(await field(/^Currency/, 'There is already an account in USD: edit it instead.')).toBeTruthy()
    expect(await field('Beneficiary', 'Enter the beneficiary.')).toBeTruthy()
    expect(await field('Bank', "Enter the bank's name.")).toBeTruthy()
    expect(
      await field(
        /^IBAN/,
        'Enter the IBAN or account number in Latin letters and digits; spaces and hyphens are allowed.',
      ),
    ).toBeTruthy()
    expect(
      await field(
        'SWIFT (BIC)',
        'Enter the SWIFT code in Latin letters and digits, such as BKMTIRTH or BKMTIRTHXXX.',
      ),
    ).toBeTruthy()
    expect(writes()).toEqual([])
  })

  test('adds an account for a new currency, its codes written as the bank writes them', async () => {
    const eur = {
      ...usd,
      currency: 'EUR',
      account_number: 'DE89 3704 0044 0532 0130 00',
      swift: 'COBADEFFXXX',
    }
    let settings = ready
    const { user, writes } = renderSettings(ready, {
      'GET /ops/seller/': () => ({ body: settings }),
      'PUT /ops/seller/bank-accounts/EUR/': () => {
        settings = { ...ready, bank_accounts: [usd, eur] }
        return { body: eur }
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Add an account' }))
    await user.type(await field(/^Currency/), ' eur ')
    await user.type(screen.getByRole('textbox', { name: 'Beneficiary' }), 'Caravanserai Trading LLC')
    await user.type(screen.getByRole('textbox', { name: 'Bank' }), 'Commerzbank')
    await user.type(screen.getByRole('textbox', { name: /^IBAN/ }), 'DE89  3704 0044 0532 0130 00')
    await user.type(screen.getByRole('textbox', { name: 'SWIFT (BIC)' }), 'cobadeffxxx')
    await user.click(screen.getByRole('button', { name: 'Save account' }))

    await waitFor(() => expect(writes()).toHaveLength(1))
    expect([writes()[0]?.method, writes()[0]?.path]).toEqual(['PUT', '/ops/seller/bank-accounts/EUR/'])
    expect(writes()[0]?.body).toEqual({
      beneficiary: 'Caravanserai Trading LLC',
      bank_name: 'Commerzbank',
      bank_address: '',
      account_number: 'DE89 3704 0044 0532 0130 00',
      swift: 'COBADEFFXXX',
      intermediary: '',
      notes: '',
    })
    expect(await screen.findByRole('button', { name: 'Edit the EUR account' })).toBeTruthy()
    // Focus moves once the form has closed, a render after the list shows the new account.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add an account' })),
    )
  })

  test('deletes an account after saying what that means for quotes', async () => {
    let settings = ready
    const { user, writes } = renderSettings(ready, {
      'GET /ops/seller/': () => ({ body: settings }),
      'DELETE /ops/seller/bank-accounts/USD/': () => {
        settings = { ...ready, bank_accounts: [] }
        return { status: 204 }
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Delete the USD account' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this bank account?' })
    expect(dialog.textContent).toContain('Quotes will be refused until a new USD account is added.')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    await waitFor(() =>
      expect(writes().map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /ops/seller/bank-accounts/USD/']),
    )
    expect(await screen.findByText('Quotes are refused for now')).toBeTruthy()
  })
})
