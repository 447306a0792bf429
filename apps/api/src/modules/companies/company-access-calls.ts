import type { CompanyPermission } from '@caravanserai/contracts/company-roles'

// The buyer endpoints the company access matrix aims at company A's things
// (company-access-matrix.test.ts, docs/decisions/056-companies-are-the-buyer.md), one row per call.

/** Company A's things the calls aim at. */
export type Target = {
  order: number
  document: number
  file: number
  message: number
  rfq: number
  rfqFile: number
  offer: number
  address: number
  /** The destination a checkout or a request names (not A's: any buyer's). */
  destination: number
}
export type Step = 'pending_shipping' | 'pending_approval' | 'processing' | 'shipped' | 'delivered'

export type Call = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  url: (x: Target) => string
  body?: (x: Target) => object
  /** A multipart upload of a small PDF. */
  upload?: boolean
  /** What the caller's role must allow (any one of them). */
  permission: CompanyPermission | CompanyPermission[]
  /** The answer when the call is allowed. */
  ok: number
  /** The call uses its target up: each allowed attempt gets a fresh one, made by A's owner. */
  fresh?: (make: Makers) => Promise<Partial<Target>>
  /** Reaches nothing of A's by id (a list, a creation): B's people get what A's get. */
  own?: boolean
  /** For a list: whether the answer shows A's things (A's people see them, B's never). */
  shows?: (body: unknown, x: Target) => boolean
  /** For a creation: the table whose new row (id in the answer) must be the caller's company's. */
  creates?: 'orders' | 'rfqs' | 'shipping_addresses'
}

export type Makers = {
  order: (at: Step) => Promise<number>
  rfq: (offered: boolean) => Promise<{ rfq: number; offer: number }>
  address: () => Promise<number>
  /** An order quoted and waiting for an approver. */
  waiting: () => Promise<number>
}

export const GHOST = 2_000_000_000
export const ghost: Target = {
  order: GHOST,
  document: GHOST,
  file: GHOST,
  message: GHOST,
  rfq: GHOST,
  rfqFile: GHOST,
  offer: GHOST,
  address: GHOST,
  destination: GHOST,
}
export const ids = (body: unknown) =>
  ((body as { results?: { id: number }[] }).results ?? (body as { id: number }[])).map((r) => r.id)
export const ADDRESS = {
  full_name: 'Ararat Foods',
  email_address: 'buying@ararat.example',
  phone_number: '+374 10 123456',
  address: '1 Abovyan St',
  country: 'Armenia',
  zip_code: '0001',
}

export const CALLS: Call[] = [
  // Orders
  {
    method: 'GET',
    url: () => '/orders/list/',
    permission: 'view',
    ok: 200,
    own: true,
    shows: (b, x) => ids(b).includes(x.order),
  },
  { method: 'GET', url: () => '/orders/summary/', permission: 'view', ok: 200, own: true },
  { method: 'GET', url: (x) => `/orders/${x.order}/`, permission: 'view', ok: 200 },
  {
    method: 'POST',
    url: () => '/order/request-shipping/',
    body: (x) => ({ shipping_destination: x.destination }),
    permission: 'buy',
    ok: 201,
    own: true,
    creates: 'orders',
  },
  {
    method: 'POST',
    url: (x) => `/customer/approve-shipping-cost/${x.order}/`,
    // Approved by a person who buys, or for them by one who approves (docs/decisions/058-company-approval-and-limits.md).
    permission: ['buy', 'approve'],
    ok: 200,
    fresh: async (m) => ({ order: await m.order('pending_approval') }),
  },
  {
    method: 'POST',
    url: (x) => `/orders/${x.order}/approval/reject/`,
    body: () => ({ reason: 'Over this month’s budget.' }),
    permission: 'approve',
    ok: 200,
    fresh: async (m) => ({ order: await m.waiting() }),
  },
  {
    method: 'POST',
    url: (x) => `/orders/${x.order}/cancel/`,
    body: () => ({ reason: 'Ordered twice' }),
    permission: 'buy',
    ok: 200,
    fresh: async (m) => ({ order: await m.order('pending_shipping') }),
  },
  {
    method: 'POST',
    url: (x) => `/customer/gain-order/${x.order}/`,
    permission: 'buy',
    ok: 200,
    fresh: async (m) => ({ order: await m.order('shipped') }),
  },
  {
    method: 'POST',
    url: (x) => `/customer/complete-order/${x.order}/`,
    permission: 'buy',
    ok: 200,
    fresh: async (m) => ({ order: await m.order('delivered') }),
  },
  // Documents
  { method: 'GET', url: (x) => `/orders/${x.order}/documents/`, permission: 'view', ok: 200 },
  { method: 'GET', url: (x) => `/orders/${x.order}/documents/${x.document}/`, permission: 'view', ok: 200 },
  // Conversation and its files
  { method: 'GET', url: (x) => `/orders/${x.order}/messages/`, permission: 'view', ok: 200 },
  {
    method: 'POST',
    url: (x) => `/orders/${x.order}/messages/`,
    body: () => ({ body: 'When does it ship?' }),
    permission: 'message',
    ok: 201,
  },
  {
    method: 'POST',
    url: (x) => `/orders/${x.order}/messages/read/`,
    body: (x) => ({ up_to: x.message }),
    permission: 'view',
    ok: 204,
  },
  { method: 'GET', url: () => '/orders/unread-messages/', permission: 'view', ok: 200, own: true },
  { method: 'POST', url: (x) => `/orders/${x.order}/files/`, upload: true, permission: 'message', ok: 201 },
  { method: 'GET', url: (x) => `/orders/${x.order}/files/${x.file}/`, permission: 'view', ok: 200 },
  // Payment and escrow
  { method: 'GET', url: (x) => `/orders/${x.order}/payment/`, permission: 'view', ok: 200 },
  {
    method: 'POST',
    url: (x) => `/orders/${x.order}/payment-proof/`,
    upload: true,
    permission: 'pay',
    ok: 201,
  },
  { method: 'GET', url: (x) => `/orders/${x.order}/escrow/`, permission: 'view', ok: 200 },
  // Claims
  { method: 'GET', url: (x) => `/orders/${x.order}/claims/`, permission: 'view', ok: 200 },
  {
    method: 'POST',
    url: (x) => `/orders/${x.order}/claims/`,
    body: () => ({ reason: 'not_received', remedy: 'refund', description: 'Nothing came.' }),
    permission: 'buy',
    ok: 201,
    fresh: async (m) => ({ order: await m.order('shipped') }),
  },
  // Requests for quotation
  {
    method: 'POST',
    url: () => '/rfqs/',
    body: (x) => ({
      title: 'Dried barberries',
      quantity: 2,
      unit: 'tonne',
      shipping_destination: x.destination,
    }),
    permission: 'buy',
    ok: 201,
    own: true,
    creates: 'rfqs',
  },
  {
    method: 'GET',
    url: () => '/rfqs/list/',
    permission: 'view',
    ok: 200,
    own: true,
    shows: (b, x) => ids(b).includes(x.rfq),
  },
  { method: 'GET', url: (x) => `/rfqs/${x.rfq}/`, permission: 'view', ok: 200 },
  { method: 'POST', url: () => '/rfqs/files/', upload: true, permission: 'buy', ok: 201, own: true },
  { method: 'GET', url: (x) => `/rfqs/${x.rfq}/files/${x.rfqFile}/`, permission: 'view', ok: 200 },
  {
    method: 'POST',
    url: (x) => `/rfqs/${x.rfq}/accept/`,
    body: (x) => ({ offer: x.offer }),
    permission: 'buy',
    ok: 200,
    fresh: (m) => m.rfq(true),
  },
  {
    method: 'POST',
    url: (x) => `/rfqs/${x.rfq}/withdraw/`,
    permission: 'buy',
    ok: 200,
    fresh: (m) => m.rfq(false),
  },
  // The address book
  {
    method: 'GET',
    url: () => '/customer/shipping-addresses/',
    permission: 'view',
    ok: 200,
    own: true,
    shows: (b, x) => ids(b).includes(x.address),
  },
  {
    method: 'POST',
    url: () => '/customer/shipping-addresses/',
    body: () => ADDRESS,
    permission: 'buy',
    ok: 201,
    own: true,
    creates: 'shipping_addresses',
  },
  {
    method: 'PATCH',
    url: (x) => `/customer/shipping-addresses/${x.address}/`,
    body: () => ({ full_name: 'Ararat Foods LLC' }),
    permission: 'buy',
    ok: 200,
  },
  {
    method: 'DELETE',
    url: (x) => `/customer/shipping-addresses/${x.address}/`,
    permission: 'buy',
    ok: 204,
    fresh: async (m) => ({ address: await m.address() }),
  },
]

export const label = (c: Call) => `${c.method} ${c.url(ghost).replaceAll(String(GHOST), ':id')}`
