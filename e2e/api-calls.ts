import { type APIRequestContext, expect } from '@playwright/test'

/** The header a signed-in call carries. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/**
 * A POST to the API as `token`, in `lang`, that must answer `status` (200 unless said): the flows
 * that set their orders up through the API rather than through pages. Fails with the answer's text.
 */
export function apiPoster(request: APIRequestContext, lang: string) {
  return async (url: string, token: string, data: object, status = 200) => {
    const res = await request.post(`/api${url}`, {
      headers: { ...bearer(token), 'Accept-Language': lang },
      data,
    })
    expect(res.status(), `${url}: ${await res.text()}`).toBe(status)
    return res.json()
  }
}
