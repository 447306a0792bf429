import type { TestApp } from '../../testing/build-test-app.ts'

// Buyers of the accounts tests, registered through the API, and calls made as them
// (docs/product.md#profile-and-security).

export type Session = { id: number; email: string; password: string; access: string; refresh: string }

/** Calls as a buyer or a visitor, each from its own address so no limit trips. */
export function accountCalls(app: () => TestApp) {
  let counter = 0
  const headers = (s: Session | null, lang = 'en') => ({
    'accept-language': lang,
    ...(s ? { authorization: `Bearer ${s.access}` } : {}),
  })
  /** A distinct client address per call, in the subnet of its kind of call. */
  const address = (subnet: number) => `10.${subnet}.0.${++counter % 250}`
  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, s: Session | null, payload?: object) =>
    app().app.inject({
      method,
      url: `/api/accounts/${url}`,
      payload,
      headers: headers(s),
      remoteAddress: address(2),
    })
  /** A POST to any /api/ path (the newsletter, the contact form) as `s`. */
  const post = (url: string, s: Session | null, payload: object) =>
    app().app.inject({
      method: 'POST',
      url: `/api/${url}`,
      payload,
      headers: headers(s),
      remoteAddress: address(3),
    })
  const buyer = async (): Promise<Session> => {
    counter += 1
    const body = {
      name: 'Kaveh Rostami',
      email: `kaveh${counter}@buyers.example`,
      password: 'Saffron-Route-2026',
      phone_number: '+98 21 5555 0101',
      address: '4 Vali-e Asr Ave, Tehran',
      tax_id: 'IR-411-22',
    }
    const res = await call('POST', 'register/', null, body)
    const { user, access, refresh } = res.json()
    return { id: user.id, email: body.email, password: body.password, access, refresh }
  }
  return { call, post, buyer }
}
