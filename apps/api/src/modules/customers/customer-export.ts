import type { Locale } from '@caravanserai/contracts/languages'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { translated } from '../../db/translations.ts'
import { AppError } from '../../errors.ts'
import type { AuthUser } from '../../plugins/auth.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { getCart } from '../cart/cart-queries.ts'
import { listBuyerOrders } from '../orders/orders-queries.ts'
import { listRfqs } from '../rfqs/rfq-queries.ts'
import { findCustomer, getCustomer } from './customer-queries.ts'

/** Every row there is: an export is complete or it is not one. */
const ALL = { page: 1, pageSize: 2_147_483_647 }

/**
 * The personal data of a buyer account, what a data access request returns
 * (docs/product.md#customers): the profile, address book, orders with their items and history,
 * reviews, wishlist, cart, requests for quotation, the order messages they wrote, their contact
 * messages and their newsletter sign-up. Names are in the customer's own language; the lists come
 * from the buyer's own calls where there is one, so the export shows what the buyer sees. Recorded
 * in the audit trail in the same transaction as the reads; 404 for anything but a buyer account.
 */
export async function exportCustomer(db: Db, staff: Pick<AuthUser, 'id' | 'email'>, id: number, now: Date) {
  return inTransaction(db, async (tx) => {
    const user = await findCustomer(tx, id)
    if (!user) throw new AppError('errors.notFound', 404)
    const locale = user.locale
    const {
      addresses,
      reviews,
      orders: _,
      orders_count: __,
      ...profile
    } = (await getCustomer(tx, id, locale))!
    const data = {
      exported_at: now.toISOString(),
      profile,
      addresses,
      orders: (await listBuyerOrders(tx, null, locale, { ...ALL, now, placedBy: id })).results,
      reviews,
      wishlist: await wishlistOf(tx, id, locale),
      cart: await getCart(tx, id, locale),
      rfqs: (await listRfqs(tx, { buyer: null, placedBy: id }, { viewer: 'buyer', locale, now }, ALL))
        .results,
      order_messages: await orderMessagesOf(tx, id),
      contact_messages: await contactMessagesOf(tx, id),
      newsletter: user.isVerified ? await newsletterOf(tx, user.email) : null,
    }
    await recordAudit(tx, staff, {
      action: 'customer.data_exported',
      object: { type: 'customer', id },
    })
    return data
  })
}

async function json<T>(db: Db, query: SQL): Promise<T> {
  const [row] = await queryRows<{ data: T }>(db, query)
  return row!.data
}

function wishlistOf(db: Db, id: number, locale: Locale) {
  return json<{ product_id: number; product_name: string; added_at: string }[]>(
    db,
    sql`select coalesce(json_agg(json_build_object('product_id', w.product_id,
        'product_name', coalesce(${translated('product_translations', 'product_id', sql`w.product_id`, 'name', locale)}, ''),
        'added_at', w.created_at) order by w.created_at, w.id), '[]') as data
      from wishlist_items w where w.user_id = ${id}`,
  )
}

function orderMessagesOf(db: Db, id: number) {
  return json<{ order_number: string; body: string; created_at: string }[]>(
    db,
    sql`select coalesce(json_agg(json_build_object('order_number', o.order_number, 'body', m.body,
        'created_at', m.created_at) order by m.created_at, m.id), '[]') as data
      from order_messages m join orders o on o.id = m.order_id
      where m.author_id = ${id} and m.author_role = 'customer'`,
  )
}

function contactMessagesOf(db: Db, id: number) {
  return json<object[]>(
    db,
    sql`select coalesce(json_agg(json_build_object('name', c.name, 'email', c.email, 'company', c.company,
        'subject', c.subject, 'message', c.message, 'created_at', c.created_at) order by c.created_at, c.id), '[]') as data
      from contact_messages c where c.user_id = ${id}`,
  )
}

async function newsletterOf(db: Db, email: string) {
  const [row] = await queryRows<{ data: object }>(
    db,
    sql`select json_build_object('email', s.email, 'language', s.locale, 'subscribed_at', s.created_at,
        'confirmed_at', s.confirmed_at, 'unsubscribed_at', s.unsubscribed_at) as data
      from newsletter_subscriptions s where lower(s.email) = ${email.toLowerCase()}`,
  )
  return row?.data ?? null
}
