import { describe, expect, test } from 'vitest'
import { EMAILED_LINK_PAGES, emailedLinkPath, loggableUrl, routePathOf } from './emailed-links.ts'

describe('addresses in the log', () => {
  test.each([
    ['/en/reset-password/3P9_6GafZA76rLtu5?encoded_id=Mg', '/en/reset-password/…?encoded_id=%E2%80%A6'],
    ['/fa/verify-email/Mg/abc-def', '/fa/verify-email/…'],
    ['/ru/newsletter/confirm/Zm9v.YmFy?from=mail', '/ru/newsletter/confirm/…?from=mail'],
    ['/am/staff-invite/Mg/3P9-6Ga', '/am/staff-invite/…'],
    [
      '/en/staff-invite/Mg/3P9-6Ga.data?_routes=routes%2Fstaff-invite',
      '/en/staff-invite/…?_routes=routes%2Fstaff-invite',
    ],
    ['/en/Staff-Invite/Mg/3P9-6Ga', '/en/Staff-Invite/…'],
    ['/en/staff%2Dinvite/Mg/3P9-6Ga', '/en/staff%2Dinvite/…'],
    ['/staff-invite/Mg/3P9-6Ga', '/staff-invite/…'],
    ['/api/things/?token=abc&page=2&UID=7', '/api/things/?token=%E2%80%A6&page=2&UID=%E2%80%A6'],
    ['/en/login?email=a%40b.am&password=x', '/en/login?email=a%40b.am&password=%E2%80%A6'],
    ['/en/products?name=saffron', '/en/products?name=saffron'],
    ['/api/accounts/reset-password/', '/api/accounts/reset-password/'],
    ['/en/products/staff-invite', '/en/products/staff-invite'],
  ])('%s is logged as %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged)
  })
})

test('an emailed link is the route its page is served on, filled in', () => {
  expect(routePathOf(EMAILED_LINK_PAGES.staffInvite)).toBe('staff-invite/:uid/:token')
  expect(emailedLinkPath(EMAILED_LINK_PAGES.staffInvite, { uid: 'Mg', token: '3P9-6Ga' })).toBe(
    '/staff-invite/Mg/3P9-6Ga',
  )
  expect(emailedLinkPath(EMAILED_LINK_PAGES.newsletterConfirm, { token: 'Zm9v.YmFy' })).toBe(
    '/newsletter/confirm/Zm9v.YmFy',
  )
})
