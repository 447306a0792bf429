import { jwtVerify, SignJWT } from 'jose'

/** Rotation gives a fresh lifetime, so a buyer who returns within a week stays signed in. */
export const REFRESH_TOKEN_SECONDS = 7 * 24 * 60 * 60

/** A SimpleJWT-compatible refresh token; the server keeps its jti to rotate and revoke it. */
export async function signRefreshToken(
  claims: { userId: number; jti: string },
  secret: Uint8Array,
  now: number,
): Promise<string> {
  const iat = Math.floor(now / 1000)
  return new SignJWT({ token_type: 'refresh', user_id: claims.userId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + REFRESH_TOKEN_SECONDS)
    .setJti(claims.jti)
    .sign(secret)
}

/**
 * The jti and user of a refresh token with a valid signature, or null. Expiry is not checked
 * here: logout accepts an expired token, and rotation checks the stored expiry.
 */
export async function readRefreshToken(token: string, secret: Uint8Array) {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      // Expiry is the caller's concern (see above); jose would otherwise refuse the token.
      currentDate: new Date(0),
    })
    if (
      payload.token_type !== 'refresh' ||
      typeof payload.user_id !== 'number' ||
      typeof payload.jti !== 'string'
    ) {
      return null
    }
    return { userId: payload.user_id, jti: payload.jti }
  } catch {
    return null
  }
}
