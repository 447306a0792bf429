import type { ProductDetail } from '@caravanserai/contracts/catalog'
import type { Rfq, RfqOffer } from '@caravanserai/contracts/rfqs'

// Requests for quotation shaped as the API contract says, for the fake API of component tests.

export function anRfqOffer(fields: Partial<RfqOffer> = {}): RfqOffer {
  return {
    id: 41,
    product_variation: { id: 8, name: '1 kg tin' },
    quantity: 500,
    unit_price: 10.5,
    shipping_price: 320,
    total_amount: 5570,
    incoterm: 'DAP',
    incoterm_place: 'Tbilisi',
    valid_until: '2026-12-15',
    expired: false,
    notes: 'Packed on pallets of 100.',
    hs_code: null,
    origin_country: null,
    net_weight_kg: null,
    gross_weight_kg: null,
    created_at: '2026-12-01T09:00:00Z',
    ...fields,
  }
}

export function anRfq(fields: Partial<Rfq> = {}): Rfq {
  return {
    id: 21,
    rfq_number: 'RFQ-2026-0021',
    status: 'open',
    title: 'Sargol saffron',
    product: { id: 7, name: 'Sargol saffron', producer: { id: 2, name: 'Ararat Spice' } },
    product_variation: { id: 8, name: '1 kg tin' },
    category: { id: 3, name: 'Spices' },
    details: 'For a restaurant chain.',
    quantity: 500,
    unit: 'piece',
    target_price: 10,
    shipping_destination: { id: 1, name: 'Tbilisi' },
    needed_by: '2027-01-15',
    language: 'en',
    files: [],
    offer: null,
    decline_reason: null,
    order: null,
    placed_by: { id: 5, name: 'Aram Petrosyan' },
    buyer: null,
    created_at: '2026-11-28T10:00:00Z',
    updated_at: '2026-11-28T10:00:00Z',
    available_actions: ['withdraw'],
    ...fields,
  }
}

/** A catalogue product with two variations, as GET /products/{id}/ answers. */
export function aCatalogueProduct(): ProductDetail {
  const tiers = [{ min_quantity: 1, max_quantity: null, price: 12.4 }]
  const variation = (id: number, name: string) => ({
    id,
    name,
    price: 12.4,
    price_tiers: tiers,
    stock: 900,
    minimum_order_quantity: 1,
    images: [],
    product_attributes: [],
  })
  return {
    id: 7,
    name: 'Sargol saffron',
    description: '',
    producer: { id: 2, name: 'Ararat Spice', is_verified: true },
    category: { id: 3, name: 'Spices' },
    product_type: { id: 1, name: 'Threads' },
    price: 12.4,
    price_tiers: tiers,
    rating: null,
    review_count: 0,
    attributes: [],
    is_wishlisted: false,
    created_at: '2026-11-01T00:00:00Z',
    product_variations: [variation(8, '1 kg tin'), variation(9, '5 kg sack')],
    reviews: [],
  }
}
