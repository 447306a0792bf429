import { randomUUID } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'

/** An access token lives five minutes (ACCESS_TOKEN_TTL_SECONDS may say otherwise). */
export const ACCESS_TOKEN_SECONDS = 300

export type TokenUser = { id: number; email: string; firstName: string; lastName: string }

export function newJti(): string {
  return randomUUID().replaceAll('-', '')
}

/**
 * A SimpleJWT-compatible access token (docs/product.md#sessions). `sid` names the refresh family
 * it belongs to: when that family is revoked (logout, reuse, password change) the token dies with
 * it (docs/decisions/007).
 */
export async function signAccessToken(
  user: TokenUser,
  secret: Uint8Array,
  now = Date.now(),
  options: { ttlSeconds?: number; sessionId?: string } = {},
): Promise<string> {
  const iat = Math.floor(now / 1000)
  return new SignJWT({
    token_type: 'access',
    user_id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    ...(options.sessionId ? { sid: options.sessionId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + (options.ttlSeconds ?? ACCESS_TOKEN_SECONDS))
    .setJti(newJti())
    .sign(secret)
}

export type AccessClaims = { userId: number; issuedAt: number; sessionId: string | null }

/** The claims of a valid access token, or null for anything else (refresh tokens included). */
export async function readAccessToken(
  token: string,
  secret: Uint8Array,
  now = Date.now(),
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: new Date(now) })
    if (
      payload.token_type !== 'access' ||
      typeof payload.user_id !== 'number' ||
      typeof payload.iat !== 'number'
    ) {
      return null
    }
    const sessionId = typeof payload.sid === 'string' ? payload.sid : null
    return { userId: payload.user_id, issuedAt: payload.iat, sessionId }
  } catch {
    return null
  }
}
