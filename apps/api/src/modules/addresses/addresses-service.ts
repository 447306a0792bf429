import {
  type CreateAddressBody,
  MAX_ADDRESSES,
  type ShippingAddress,
  type UpdateAddressBody,
} from '@caravanserai/contracts/addresses'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { type ShippingAddress as AddressRow, shippingAddresses } from '../../db/schema/addresses.ts'
import { AppError } from '../../errors.ts'

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

/**
 * One default of each kind per buyer: making an address the default takes the flag off the
 * others first (the partial unique indexes would refuse two). The buyer's row is locked, so that
 * two concurrent saves of one buyer take turns. The flags are cleared in raw SQL, since the query
 * builder would stamp updated_at on the other addresses, which the buyer did not edit.
 */
async function clearDefaults(tx: Db, buyerId: number, body: UpdateAddressBody) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, buyerId)).for('no key update')
  if (body.is_default_shipping)
    await tx.execute(
      sql`update shipping_addresses set is_default_shipping = false where user_id = ${buyerId} and is_default_shipping`,
    )
  if (body.is_default_billing)
    await tx.execute(
      sql`update shipping_addresses set is_default_billing = false where user_id = ${buyerId} and is_default_billing`,
    )
}

export async function listAddresses(db: Db, buyerId: number): Promise<ShippingAddress[]> {
  const rows = await db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, buyerId))
    .orderBy(desc(shippingAddresses.isDefaultShipping), asc(shippingAddresses.id))
  return rows.map(toJson)
}

/** The buyer's first address becomes their default for shipping and billing. */
export async function createAddress(
  db: Db,
  buyerId: number,
  body: CreateAddressBody,
): Promise<ShippingAddress> {
  return inTransaction(db, async (tx) => {
    await clearDefaults(tx, buyerId, body)
    const count = await tx.$count(shippingAddresses, eq(shippingAddresses.userId, buyerId))
    if (count >= MAX_ADDRESSES) throw new AppError('addresses.tooMany', 400, { max: MAX_ADDRESSES })
    const first = count === 0
    const [row] = await tx
      .insert(shippingAddresses)
      .values({
        ...(columns(body) as Required<ReturnType<typeof columns>>),
        userId: buyerId,
        isDefaultShipping: body.is_default_shipping || first,
        isDefaultBilling: body.is_default_billing || first,
      })
      .returning()
    return toJson(row!)
  })
}

export async function updateAddress(
  db: Db,
  buyerId: number,
  addressId: number,
  body: UpdateAddressBody,
): Promise<ShippingAddress> {
  return inTransaction(db, async (tx) => {
    await clearDefaults(tx, buyerId, body)
    const [row] = await tx
      .update(shippingAddresses)
      .set({ ...columns(body), updatedAt: new Date() })
      .where(and(eq(shippingAddresses.id, addressId), eq(shippingAddresses.userId, buyerId)))
      .returning()
    // Rolled back with the defaults cleared above: another buyer's id changes nothing.
    if (!row) throw new AppError('addresses.notFound', 404)
    return toJson(row)
  })
}

export async function deleteAddress(db: Db, buyerId: number, addressId: number): Promise<boolean> {
  const rows = await db
    .delete(shippingAddresses)
    .where(and(eq(shippingAddresses.id, addressId), eq(shippingAddresses.userId, buyerId)))
    .returning({ id: shippingAddresses.id })
  return rows.length > 0
}
