import {
  type CreateAddressBody,
  MAX_ADDRESSES,
  type ShippingAddress,
  type UpdateAddressBody,
} from '@caravanserai/contracts/addresses'
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { type ShippingAddress as AddressRow, shippingAddresses } from '../../db/schema/addresses.ts'
import { companies } from '../../db/schema/companies.ts'
import { AppError } from '../../errors.ts'
import { type Buyer, ownedBy } from '../companies/company-scope.ts'

function toJson(row: AddressRow): ShippingAddress {
  return {
    id: row.id,
    full_name: row.fullName,
    email_address: row.emailAddress,
    phone_number: row.phoneNumber,
    company_name: row.companyName,
    address: row.address,
    address_2: row.address2,
    country: row.country,
    zip_code: row.zipCode,
    city: row.city,
    state: row.state,
    address_type: row.addressType === 'billing' ? 'billing' : 'shipping',
    is_default_shipping: row.isDefaultShipping,
    is_default_billing: row.isDefaultBilling,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** The wire fields that were sent, as columns (a PATCH changes only those). */
function columns(body: UpdateAddressBody) {
  const map = {
    fullName: body.full_name,
    emailAddress: body.email_address,
    phoneNumber: body.phone_number,
    companyName: body.company_name,
    address: body.address,
    address2: body.address_2,
    country: body.country,
    zipCode: body.zip_code,
    city: body.city,
    state: body.state,
    addressType: body.address_type,
    isDefaultShipping: body.is_default_shipping,
    isDefaultBilling: body.is_default_billing,
  }
  return Object.fromEntries(Object.entries(map).filter(([, v]) => v !== undefined)) as Partial<typeof map>
}

/** The address book's rows the buyer may `permission` (docs/decisions/056-companies-are-the-buyer.md). */
const ofCompany = (buyer: Buyer, permission: 'view' | 'buy') =>
  ownedBy(buyer, sql`${shippingAddresses.companyId}`, permission)

/**
 * One default of each kind per company: making an address the default takes the flag off the
 * others first (the partial unique indexes would refuse two). The company's row is locked, so
 * that two concurrent saves for one company take turns. The flags are cleared in raw SQL, since
 * the query builder would stamp updated_at on the other addresses, which the buyer did not edit.
 */
async function clearDefaults(tx: Db, buyer: Buyer, body: UpdateAddressBody) {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, buyer.companyId))
    .for('no key update')
  if (body.is_default_shipping)
    await tx.execute(
      sql`update shipping_addresses set is_default_shipping = false
        where company_id = ${buyer.companyId} and is_default_shipping`,
    )
  if (body.is_default_billing)
    await tx.execute(
      sql`update shipping_addresses set is_default_billing = false
        where company_id = ${buyer.companyId} and is_default_billing`,
    )
}

async function listWhere(db: Db, where: SQL): Promise<ShippingAddress[]> {
  const rows = await db
    .select()
    .from(shippingAddresses)
    .where(where)
    .orderBy(desc(shippingAddresses.isDefaultShipping), asc(shippingAddresses.id))
  return rows.map(toJson)
}

/** The company's address book: every person of it sees the same one. */
export function listAddresses(db: Db, buyer: Buyer): Promise<ShippingAddress[]> {
  return listWhere(db, ofCompany(buyer, 'view'))
}

/** The addresses one person added, for whichever company: what the operators and a data export show. */
export function addressesAddedBy(db: Db, userId: number): Promise<ShippingAddress[]> {
  return listWhere(db, eq(shippingAddresses.userId, userId))
}

/** The company's first address becomes its default for shipping and billing. */
export async function createAddress(db: Db, buyer: Buyer, body: CreateAddressBody): Promise<ShippingAddress> {
  return inTransaction(db, async (tx) => {
    await clearDefaults(tx, buyer, body)
    const count = await tx.$count(shippingAddresses, eq(shippingAddresses.companyId, buyer.companyId))
    if (count >= MAX_ADDRESSES) throw new AppError('addresses.tooMany', 400, { max: MAX_ADDRESSES })
    const first = count === 0
    const [row] = await tx
      .insert(shippingAddresses)
      .values({
        ...(columns(body) as Required<ReturnType<typeof columns>>),
        userId: buyer.userId,
        companyId: buyer.companyId,
        isDefaultShipping: body.is_default_shipping || first,
        isDefaultBilling: body.is_default_billing || first,
      })
      .returning()
    return toJson(row!)
  })
}

export async function updateAddress(
  db: Db,
  buyer: Buyer,
  addressId: number,
  body: UpdateAddressBody,
): Promise<ShippingAddress> {
  return inTransaction(db, async (tx) => {
    await clearDefaults(tx, buyer, body)
    const [row] = await tx
      .update(shippingAddresses)
      .set({ ...columns(body), updatedAt: new Date() })
      .where(and(eq(shippingAddresses.id, addressId), ofCompany(buyer, 'buy')))
      .returning()
    // Rolled back with the defaults cleared above: another company's id changes nothing.
    if (!row) throw new AppError('addresses.notFound', 404)
    return toJson(row)
  })
}

export async function deleteAddress(db: Db, buyer: Buyer, addressId: number): Promise<boolean> {
  const rows = await db
    .delete(shippingAddresses)
    .where(and(eq(shippingAddresses.id, addressId), ofCompany(buyer, 'buy')))
    .returning({ id: shippingAddresses.id })
  return rows.length > 0
}
