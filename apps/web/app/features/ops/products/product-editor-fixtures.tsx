import type { OpsProduct } from '@caravanserai/contracts/ops-catalog'
import { screen, within } from '@testing-library/react'
import { aSessionUser } from '../../../testing/factories.ts'
import type { Answer, Answers } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { ProductEditor } from './product-editor.tsx'

// A saved product and the editor over a fake API, for the editor's component tests.

const saved: OpsProduct = {
  id: 41,
  status: 'active',
  category: 3,
  product_type: 5,
  producer: 'Golestan',
  translations: {
    en: { name: 'Sargol saffron', description: 'Threads from Khorasan.' },
    ru: { name: 'Шафран саргол', description: '' },
  },
  variations: [
    {
      id: 8,
      name: { en: '1 kg tin' },
      price: 11.2,
      stock: 400,
      minimum_order_quantity: 50,
      attribute_values: [],
      net_weight_kg: 1,
      gross_weight_kg: null,
      price_tiers: [
        { min_quantity: 50, price: 11.2 },
        { min_quantity: 100, price: 10.9 },
      ],
      images: [],
    },
  ],
  is_active: true,
  hs_code: null,
  origin_country: 'IR',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  deleted_at: null,
}

/** The storefront's view of the product, as the update answers it. */
const detail = {
  id: 41,
  name: 'Sargol saffron',
  description: 'Threads from Khorasan.',
  producer: { id: 1, name: 'Golestan', is_verified: true },
  category: { id: 3, name: 'Saffron' },
  product_type: { id: 5, name: 'Threads' },
  price: 11.2,
  price_tiers: [
    { min_quantity: 50, max_quantity: 99, price: 11.2 },
    { min_quantity: 100, max_quantity: null, price: 10.9 },
  ],
  rating: null,
  review_count: 0,
  attributes: [],
  is_wishlisted: false,
  created_at: '2026-11-01T10:00:00Z',
  product_variations: [
    {
      id: 8,
      name: '1 kg tin',
      price: 11.2,
      price_tiers: [
        { min_quantity: 50, max_quantity: 99, price: 11.2 },
        { min_quantity: 100, max_quantity: null, price: 10.9 },
      ],
      stock: 400,
      minimum_order_quantity: 50,
      images: [],
      product_attributes: [],
    },
  ],
  reviews: [],
}

const names = (en: string) => ({ en })
const taxonomy: Answers = {
  'GET /ops/products/41/': { body: saved },
  'GET /ops/categories/': {
    body: [{ id: 3, name: 'Saffron', names: names('Saffron'), product_count: 1, product_type_count: 1 }],
  },
  'GET /ops/product-types/': {
    body: [
      { id: 5, category: 3, name: 'Threads', names: names('Threads'), product_count: 1, attribute_count: 0 },
    ],
  },
  'GET /ops/attributes/': { body: [] },
  'GET /ops/producers/': { body: { count: 0, next: null, previous: null, results: [] } },
}

/** The saved product in the editor, its save answered by `update`. */
export async function renderEditor(update: Answer = { body: detail }) {
  const page = renderPage(<ProductEditor lang="en" productId={41} />, {
    path: '/ops/products/41',
    outletContext: { operator: aSessionUser() },
    answers: {
      ...taxonomy,
      'PATCH /products/41/update/': update,
      'GET /ops/audit/product/41/': { body: { count: 0, next: null, previous: null, results: [] } },
    },
  })
  await screen.findByRole('heading', { name: /Sargol saffron/ })
  const language = (name: RegExp) => within(screen.getByRole('group', { name }))
  const writes = () => page.requests.filter((r) => r.method !== 'GET')
  return { ...page, language, writes }
}
