import { randomUUID } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'

/** SPEC §9: an access token lives five minutes. */
export const ACCESS_TOKEN_SECONDS = 300

export type TokenUser = { id: number; email: string; firstName: string; lastName: string }

/** A SimpleJWT-compatible access token (DESIGN §6). */
export async function signAccessToken(
  user: TokenUser,
  secret: Uint8Array,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000)
  return new SignJWT({
    token_type: 'access',
    user_id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
    .setJti(randomUUID().replaceAll('-', ''))
    .sign(secret)
}

/** The user id and issue time of a valid access token, or null for anything else. */
export async function readAccessToken(token: string, secret: Uint8Array, now = Date.now()) {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: new Date(now) })
    if (
      payload.token_type !== 'access' ||
      typeof payload.user_id !== 'number' ||
      typeof payload.iat !== 'number'
    ) {
      return null
    }
    return { userId: payload.user_id, issuedAt: payload.iat }
  } catch {
    return null
  }
}
