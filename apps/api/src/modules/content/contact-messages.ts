import type { ContactMessageBody } from '@caravanserai/contracts/content'
import type { Locale } from '@caravanserai/contracts/languages'
import type { Db } from '../../db/client.ts'
import { contactMessages } from '../../db/schema/content.ts'

/** Stores a contact-form message for the operator console (docs/product.md#contact). */
export async function saveContactMessage(
  db: Db,
  { company, ...message }: ContactMessageBody,
  sender: { locale: Locale; userId: number | null },
): Promise<void> {
  await db.insert(contactMessages).values({ ...message, company: company || null, ...sender })
}
