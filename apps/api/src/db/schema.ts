// Every table, by domain: drizzle's relational queries need them in one object.
import * as accounts from './schema/accounts.ts'
import * as addresses from './schema/addresses.ts'
import * as alerts from './schema/alerts.ts'
import * as cart from './schema/cart.ts'
import * as catalog from './schema/catalog.ts'
import * as claims from './schema/claims.ts'
import * as companies from './schema/companies.ts'
import * as content from './schema/content.ts'
import * as conversation from './schema/conversation.ts'
import * as currencies from './schema/currencies.ts'
import * as destinations from './schema/destinations.ts'
import * as documents from './schema/documents.ts'
import * as email from './schema/email.ts'
import * as escrow from './schema/escrow.ts'
import * as files from './schema/files.ts'
import * as orders from './schema/orders.ts'
import * as payments from './schema/payments.ts'
import * as products from './schema/products.ts'
import * as reviews from './schema/reviews.ts'
import * as rfqs from './schema/rfqs.ts'
import * as search from './schema/search.ts'
import * as seller from './schema/seller.ts'
import * as shipments from './schema/shipments.ts'
import * as suppliers from './schema/suppliers.ts'

export const schema = {
  ...accounts,
  ...companies,
  ...addresses,
  ...catalog,
  ...suppliers,
  ...products,
  ...reviews,
  ...search,
  ...cart,
  ...destinations,
  ...orders,
  ...shipments,
  ...documents,
  ...payments,
  ...escrow,
  ...claims,
  ...conversation,
  ...rfqs,
  ...seller,
  ...content,
  ...email,
  ...alerts,
  ...currencies,
  ...files,
}
