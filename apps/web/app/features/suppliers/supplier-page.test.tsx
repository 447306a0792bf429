// @vitest-environment happy-dom
import type { Supplier } from '@caravanserai/contracts/suppliers'
import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderPage } from '../../testing/render-page.tsx'
import { SupplierPage } from './supplier-page.tsx'

const supplier: Supplier = {
  id: 4,
  name: 'Golestan Saffron Co.',
  city: 'Mashhad',
  province: 'Razavi Khorasan',
  about: 'Saffron from our own fields.',
  is_verified: true,
  verifications: [
    { kind: 'business_licence', verified_on: '2025-01-15', expires_on: '2026-01-15', expired: true },
    { kind: 'site_visit', verified_on: '2025-03-02', expires_on: '2027-03-02', expired: false },
  ],
  founded_year: 2004,
  years_in_trade: 22,
  certificates: [
    {
      id: 9,
      name: 'ISO 22000',
      valid_until: '2020-06-30',
      content_type: 'application/pdf',
      size: 1_258_291,
      download_url: '/api/suppliers/4/certificates/9/',
    },
  ],
  product_count: 3,
  rfq_response_hours: 30,
}

const show = (lang: 'en' | 'fa', shown: Supplier = supplier) =>
  renderPage(<SupplierPage lang={lang} supplier={shown} products={<p>cards</p>} />, {
    lang,
    path: `/suppliers/${shown.id}`,
  })

describe('a supplier page', () => {
  test('says who and where the supplier is, what was checked and when, and how fast it answers', () => {
    show('en')
    expect(screen.getByRole('heading', { level: 1, name: 'Golestan Saffron Co.' })).toBeTruthy()
    expect(screen.getByText('Mashhad, Razavi Khorasan')).toBeTruthy()
    expect(screen.getByText('Verified supplier')).toBeTruthy()
    expect(screen.getByText('22 years (since 2004)')).toBeTruthy()
    expect(screen.getByText('Usually answers requests for quotation within 2 days')).toBeTruthy()
    const checks = screen.getByRole('region', { name: 'What we verified' })
    expect(within(checks).getByText('Visit to the premises')).toBeTruthy()
    expect(within(checks).getByText('March 2, 2025')).toBeTruthy()
    // Each check holds until its last day; one past it says so.
    expect(within(checks).getByText(/^Holds until/).textContent).toBe('Holds until March 2, 2027')
    expect(within(checks).getByText(/^Expired, held until/).textContent).toBe(
      'Expired, held until January 15, 2026',
    )
    const download = screen.getByRole('link', { name: /Download ISO 22000/ })
    expect(download.getAttribute('href')).toBe('/api/suppliers/4/certificates/9/')
    expect(download.textContent).toContain('PDF, 1.2 MB')
    const certificates = screen.getByRole('region', { name: 'Certificates' })
    expect(within(certificates).getByText(/Expired/)).toBeTruthy()
    expect(screen.getByText('cards')).toBeTruthy()
    expect(
      screen.getByRole('link', { name: 'See all 3 products in the catalogue' }).getAttribute('href'),
    ).toBe('/en/products?producer=4')
  })

  test('writes numbers and dates in Persian, and names a supplier with nothing on record plainly', () => {
    show('fa', {
      ...supplier,
      city: 'مشهد',
      province: 'خراسان رضوی',
      is_verified: false,
      verifications: [],
      certificates: [],
      founded_year: null,
      years_in_trade: null,
      product_count: 0,
      rfq_response_hours: 4,
    })
    expect(screen.getByText('مشهد، خراسان رضوی')).toBeTruthy()
    expect(screen.getByText('هنوز تأیید نشده')).toBeTruthy()
    expect(screen.getByText('معمولاً ظرف ۴ ساعت به درخواست‌های استعلام قیمت پاسخ می‌دهد')).toBeTruthy()
    expect(screen.getByText('اعلام نشده')).toBeTruthy()
    expect(screen.queryByText('cards')).toBeNull()
  })
})
