import { z } from 'zod'

// Supplier profiles (docs/product.md#supplier-profiles): each producer of the catalogue has a
// public page with where it is, what the operators verified and when, its years in trade, its
// certificates, its products and how fast RFQs about them are answered. "Supplier" is what the
// storefront calls a producer: the same row, `producers`.

/** What operators check of a supplier. */
export const VERIFICATION_KINDS = ['business_licence', 'export_licence', 'site_visit'] as const
export const VerificationKindSchema = z.enum(VERIFICATION_KINDS)
export type VerificationKind = z.infer<typeof VerificationKindSchema>

/**
 * The checks a supplier is verified by: while each is recorded and not past its expiry, the
 * supplier carries the verified mark; no one sets the mark otherwise (docs/decisions/037).
 */
export const REQUIRED_VERIFICATION_KINDS = [
  'business_licence',
  'export_licence',
] as const satisfies readonly VerificationKind[]

/**
 * How many years a check holds when the operator gives no expiry: a licence is meant to be
 * recorded with the expiry it states (a year when it states none, as a commercial card holds),
 * a visit to the premises two years.
 */
export const VERIFICATION_VALID_YEARS: Record<VerificationKind, number> = {
  business_licence: 1,
  export_licence: 1,
  site_visit: 2,
}

/** The day a check of `kind` made on `day` (YYYY-MM-DD) expires when no other is given. */
export function defaultExpiry(kind: VerificationKind, day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCFullYear(date.getUTCFullYear() + VERIFICATION_VALID_YEARS[kind])
  return date.toISOString().slice(0, 10)
}

export const CERTIFICATES_MAX = 20
/** A certificate may be a PDF or a picture, up to 10 MB, judged by its content. */
export const CERTIFICATE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024

export const SupplierVerificationSchema = z.object({
  kind: VerificationKindSchema,
  /** YYYY-MM-DD. */
  verified_on: z.string(),
  /** YYYY-MM-DD: the last day the check holds. */
  expires_on: z.string(),
  /** Past its last day (UTC): it no longer counts towards the verified mark. */
  expired: z.boolean(),
})

export const SupplierCertificateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** YYYY-MM-DD, null when it does not expire. */
  valid_until: z.string().nullable(),
  content_type: z.string(),
  size: z.number().int(),
  /** Public: anyone may download it. */
  download_url: z.string(),
})
export type SupplierCertificate = z.infer<typeof SupplierCertificateSchema>

/** GET /suppliers/{id}/ (public). */
export const SupplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  province: z.string(),
  about: z.string(),
  /** Derived from the checks: each required one recorded and unexpired. */
  is_verified: z.boolean(),
  verifications: z.array(SupplierVerificationSchema),
  /** The year it began trading, and the whole years since; null when unknown. */
  founded_year: z.number().int().nullable(),
  years_in_trade: z.number().int().nullable(),
  certificates: z.array(SupplierCertificateSchema),
  /** Listed products (their cards come from GET /products/list/?producer={id}). */
  product_count: z.number().int(),
  /**
   * The median hours from an RFQ about its products to the operators' first answer (offer or
   * decline), over the last 365 days; null before any was answered.
   */
  rfq_response_hours: z.number().nullable(),
})
export type Supplier = z.infer<typeof SupplierSchema>

/** GET /suppliers/ (public): every supplier with listed products, for the sitemap and filters. */
export const SupplierBriefSchema = SupplierSchema.pick({
  id: true,
  name: true,
  is_verified: true,
  product_count: true,
})
export type SupplierBrief = z.infer<typeof SupplierBriefSchema>
