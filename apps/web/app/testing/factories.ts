import type { UserProfile } from '@caravanserai/contracts/accounts'
import type { ShippingAddress } from '@caravanserai/contracts/addresses'
import type { CartResponse } from '@caravanserai/contracts/cart'
import { CURRENCIES, type Currency } from '@caravanserai/contracts/currency-rules'
import type { Order } from '@caravanserai/contracts/orders'
import type { PublicConfig } from '@caravanserai/contracts/storefront'
import type { SessionUser } from '../lib/session.ts'

// Answers shaped as the API contracts say, for the fake API of component tests.

/** The server's public configuration, as the root route hands it to every page. */
export function aPublicConfig(fields: Partial<PublicConfig> = {}): PublicConfig {
  return {
    apiUrl: '/api',
    authApiUrl: '/api',
    vendorUrl: 'https://vendors.caravanserai.example',
    supportEmail: 'support@caravanserai.example',
    publicUrl: 'https://caravanserai.example',
    claimWindowDays: 14,
    ...fields,
  }
}

/** A signed-in user: a buyer in the shop, an operator in the console. */
export function aSessionUser(): SessionUser {
  return {
    id: 5,
    name: 'Aram Petrosyan',
    email: 'aram@example.com',
    first_name: 'Aram',
    last_name: 'Petrosyan',
  }
}

export function aShippingAddress(fields: Partial<ShippingAddress> = {}): ShippingAddress {
  return {
    id: 12,
    full_name: 'Aram Petrosyan',
    email_address: 'aram@example.com',
    phone_number: '+37410000000',
    company_name: 'Ararat Foods',
    address: '1 Abovyan Street',
    address_2: null,
    country: 'Armenia',
    zip_code: '0001',
    city: 'Yerevan',
    state: null,
    address_type: 'shipping',
    is_default_shipping: false,
    is_default_billing: false,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    ...fields,
  }
}

export function aCart(): CartResponse {
  return {
    items: [
      {
        id: 31,
        quantity: 50,
        line_total: 560,
        is_available: true,
        product_variation: {
          id: 8,
          name: '1 kg tin',
          price: 11.2,
          price_tiers: [{ min_quantity: 50, max_quantity: null, price: 11.2 }],
          stock: 400,
          minimum_order_quantity: 50,
          images: [],
          product_id: 7,
          product_name: 'Sargol saffron',
        },
      },
    ],
    item_count: 1,
    total_quantity: 50,
    total_price: 560,
  }
}

export function anOrder(fields: Partial<Order> = {}): Order {
  return {
    id: 77,
    order_number: 'CS-2026-0077',
    status: 'pending_shipping',
    created_at: '2026-11-20T09:00:00Z',
    updated_at: '2026-11-20T09:00:00Z',
    quoted_at: null,
    approved_at: null,
    shipped_at: null,
    delivered_at: null,
    completed_at: null,
    cancelled_at: null,
    cancellation: null,
    total_price: 560,
    shipping_price: null,
    total_amount: 560,
    tracking_number: null,
    incoterm: null,
    incoterm_place: null,
    quote_valid_until: null,
    estimated_arrival: null,
    shipments: [],
    quote_expired: false,
    settlement_currency: 'USD',
    settlement_rate: '1.000000',
    settlement_rate_on: null,
    // A dollar order's settlement amounts are its dollar ones (docs/decisions/046-settlement-currency.md).
    settlement_total_price: fields.total_price ?? 560,
    settlement_shipping_price: fields.shipping_price ?? null,
    settlement_total_amount: fields.total_amount ?? 560,
    payment_state: 'unpaid',
    amount_paid: 0,
    amount_due: 560,
    payment_override_reason: null,
    claim_open: false,
    replacement_for: null,
    company_approval: null,
    approved_by: null,
    customer_notes: '',
    language: 'en',
    shipping_destination: { id: 2, name: 'Dubai' },
    shipping_address: null,
    order_items: [],
    documents: [],
    history: [],
    placed_by: { id: 5, name: 'Aram Petrosyan' },
    available_actions: [],
    ...fields,
  }
}

/** GET /currencies/: every currency the shop shows, those in `rates` with that rate (units per dollar) on 29 November 2026. */
export function aCurrenciesAnswer(rates: Partial<Record<Currency, string>> = { AMD: '391.250000' }) {
  return {
    base: 'USD',
    currencies: CURRENCIES.map((code) => ({
      code,
      minor_units: 2,
      rate: rates[code] ? { currency: code, units_per_usd: rates[code], effective_on: '2026-11-29' } : null,
    })),
  }
}

/** GET /accounts/users/{id}/: the signed-in buyer of aSessionUser, with no currency chosen yet. */
export function aUserProfile(fields: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 5,
    name: 'Aram Petrosyan',
    first_name: 'Aram',
    last_name: 'Petrosyan',
    email: 'aram@example.com',
    phone_number: '+37410000000',
    address: '1 Abovyan Street, Yerevan',
    tax_id: '',
    user_type: 'customer',
    is_verified: true,
    is_active: true,
    is_staff: false,
    staff_role: null,
    display_currency: null,
    created_at: '2026-11-01T10:00:00Z',
    ...fields,
  }
}
