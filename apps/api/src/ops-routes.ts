import type { FastifyPluginAsync } from 'fastify'
import type { Database } from './db/client.ts'
import { opsAlertsRoutes } from './modules/alerts/ops-alerts-routes.ts'
import { opsAnalyticsRoutes } from './modules/analytics/ops-analytics-routes.ts'
import { opsAuditAdminRoutes, opsAuditRoutes } from './modules/audit/ops-audit-routes.ts'
import { opsCatalogRoutes } from './modules/catalog/ops-catalog-routes.ts'
import { opsCatalogImportRoutes } from './modules/catalog-import/ops-catalog-import-routes.ts'
import { opsClaimsRoutes } from './modules/claims/ops-claims-routes.ts'
import { opsCompaniesRoutes } from './modules/companies/ops-companies-routes.ts'
import { opsContentRoutes } from './modules/content/ops-content-routes.ts'
import { conversationRoutes } from './modules/conversation/conversation-routes.ts'
import { opsCurrenciesRoutes } from './modules/currencies/ops-currencies-routes.ts'
import { opsCustomersRoutes } from './modules/customers/ops-customers-routes.ts'
import { opsDestinationsRoutes } from './modules/destinations/ops-destinations-routes.ts'
import { documentsRoutes } from './modules/documents/documents-routes.ts'
import type { EmailContext } from './modules/email/enqueue-email.ts'
import { opsEscrowRoutes } from './modules/escrow/ops-escrow-routes.ts'
import type { BlobStore } from './modules/files/blob-store.ts'
import type { FileStore } from './modules/files/file-store.ts'
import { filesRoutes } from './modules/files/files-routes.ts'
import { opsMediaRoutes } from './modules/media/ops-media-routes.ts'
import { opsOrdersRoutes } from './modules/orders/ops-orders-routes.ts'
import { opsPaymentsRoutes } from './modules/payments/ops-payments-routes.ts'
import { opsReviewsRoutes } from './modules/reviews/ops-reviews-routes.ts'
import { opsRfqsRoutes } from './modules/rfqs/ops-rfqs-routes.ts'
import { opsSellerRoutes } from './modules/seller/ops-seller-routes.ts'
import { opsShipmentsRoutes } from './modules/shipments/ops-shipments-routes.ts'
import { opsStaffRoutes } from './modules/staff/ops-staff-routes.ts'
import { opsSuppliersRoutes } from './modules/suppliers/ops-suppliers-routes.ts'
import { opsTaxonomyRoutes } from './modules/taxonomy/ops-taxonomy-routes.ts'
import type { RateLimiter } from './plugins/rate-limit.ts'
import { staffOnly } from './plugins/staff-only.ts'
import type { WorkGate } from './work-gate.ts'

/**
 * Every staff-only route, each behind the gate of the role it needs
 * (docs/product.md#staff-and-roles): an operator's daily work — orders, catalogue, customers,
 * reviews — and what only an admin may do — staff, the seller's settings, the audit trail. A
 * module's staff routes are one plugin, `ops<Module>Routes` in its `ops-<module>-routes.ts`, which
 * writes its URLs in full: the console's under /ops, the catalogue's first writes (/products/…,
 * /destinations/create/) at their own (docs/decisions/039). Where a route is registered is its
 * declaration; plugins/staff-only.test.ts holds the table of every one.
 */
export function staffRoutes(deps: StaffRouteDeps): FastifyPluginAsync {
  return async (staff) => {
    await staff.register(operatorRoutes(deps))
    await staff.register(adminRoutes(deps))
  }
}

function operatorRoutes({
  db,
  email,
  clock,
  media,
  files,
  limiter,
  digestHour,
  claimWindowDays,
}: StaffRouteDeps): FastifyPluginAsync {
  return async (operator) => {
    staffOnly(operator, 'operator')
    await operator.register(opsOrdersRoutes, { db, email, clock })
    await operator.register(opsShipmentsRoutes, { db, email, clock })
    await operator.register(opsPaymentsRoutes, { db, email })
    await operator.register(opsEscrowRoutes, { db, email, clock, claimWindowDays })
    await operator.register(opsClaimsRoutes, { db, email, clock, claimWindowDays })
    // An order's documents, files and messages: the buyers' plugins, mounted again for any order.
    await operator.register(documentsRoutes, { prefix: '/ops', db, viewer: 'staff' })
    await operator.register(filesRoutes, { prefix: '/ops', db, files, viewer: 'staff', limiter })
    await operator.register(conversationRoutes, { prefix: '/ops', db, email, limiter, side: 'staff' })
    await operator.register(opsRfqsRoutes, { db, email, files, clock })
    await operator.register(opsCatalogRoutes, { db })
    await operator.register(opsTaxonomyRoutes, { db })
    await operator.register(opsMediaRoutes, { db, files, gate: media.gate })
    await operator.register(opsCatalogImportRoutes, { db })
    await operator.register(opsDestinationsRoutes, { db })
    await operator.register(opsSuppliersRoutes, { db, files, clock })
    await operator.register(opsContentRoutes, { db, clock })
    await operator.register(opsCustomersRoutes, { db, email, clock, limiter })
    await operator.register(opsCompaniesRoutes, { db })
    await operator.register(opsReviewsRoutes, { db, clock })
    await operator.register(opsAnalyticsRoutes, { db, clock })
    await operator.register(opsAuditRoutes, { db })
    await operator.register(opsAlertsRoutes, { db, digestHour })
    await operator.register(opsCurrenciesRoutes, { db, clock })
  }
}

/** A module whose staff routes need both roles gives the admin's part as `ops<Module>AdminRoutes`. */
function adminRoutes({ db, email, clock, limiter }: StaffRouteDeps): FastifyPluginAsync {
  return async (admin) => {
    staffOnly(admin, 'admin')
    await admin.register(opsSellerRoutes, { db })
    await admin.register(opsStaffRoutes, { db, email, clock, limiter })
    await admin.register(opsAuditAdminRoutes, { db })
  }
}

export type StaffRouteDeps = {
  db: Database['db']
  email: EmailContext
  clock: () => Date
  media: { gate: WorkGate; cacheDir: string; blobs: BlobStore }
  files: FileStore
  limiter: RateLimiter
  digestHour: number
  claimWindowDays: number
}
