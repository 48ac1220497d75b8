import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links for the newsletter's double opt-in (docs/mail.md):
 *   confirm:     <subscriber id>.c.<expiry, epoch seconds base36>.<HMAC>
 *   unsubscribe: <subscriber id>.u.0.<HMAC>                (never expires: every mail carries one)
 * HMAC-SHA256 over 'newsletter|<purpose>|<id>|<expiry>|<version>' with the subscription secret
 * (SUBSCRIPTION_TOKEN_SECRET, else one generated once and kept in the subscriptions store),
 * base64url. For confirmation links `version` is the subscriber's token version: a new sign-up
 * request or an unsubscribe bumps it, so an older confirmation link stops working. Unsubscribe links
 * are signed with version 0 and keep working for as long as the subscriber exists. The address
 * itself is not in the link.
 */
export type TokenPurpose = 'confirm' | 'unsubscribe';

const PURPOSE_CODE: Record<TokenPurpose, string> = { confirm: 'c', unsubscribe: 'u' };

export interface TokenClaims {
  subscriberId: string;
  purpose: TokenPurpose;
  /** Epoch ms; 0 = never. */
  expiresAt: number;
}

function mac(secret: string, purpose: TokenPurpose, subscriberId: string, expiry: string, version: number): string {
  return createHmac('sha256', secret).update(`newsletter|${purpose}|${subscriberId}|${expiry}|${version}`).digest('base64url');
}

export function signToken(secret: string, claims: TokenClaims, version: number): string {
  if (claims.purpose === 'unsubscribe') version = 0;
  const expiry = claims.expiresAt > 0 ? Math.ceil(claims.expiresAt / 1000).toString(36) : '0';
  return `${claims.subscriberId}.${PURPOSE_CODE[claims.purpose]}.${expiry}.${mac(secret, claims.purpose, claims.subscriberId, expiry, version)}`;
}

const TOKEN = /^([A-Za-z0-9_-]{8,64})\.([cu])\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The claims a token states, before its signature is checked (null: not a token at all). */
export function readToken(token: string): (TokenClaims & { expiry: string; signature: string }) | null {
  const match = TOKEN.exec(token.trim());
  if (!match) return null;
  const [, subscriberId = '', code, expiry = '0', signature = ''] = match;
  const expiresAt = expiry === '0' ? 0 : parseInt(expiry, 36) * 1000;
  return { subscriberId, purpose: code === 'c' ? 'confirm' : 'unsubscribe', expiresAt, expiry, signature };
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Checks a token for `purpose` against the subscriber's current token version (null: no such
 * subscriber): the signature in constant time, then the expiry.
 */
export function verifyToken(secret: string, token: string, purpose: TokenPurpose, version: number | null, now: number): TokenCheck {
  const read = readToken(token);
  if (!read || read.purpose !== purpose || version === null) return { ok: false, reason: 'invalid' };
  const current = purpose === 'unsubscribe' ? 0 : version;
  const expected = Buffer.from(mac(secret, purpose, read.subscriberId, read.expiry, current));
  const given = Buffer.from(read.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (read.expiresAt > 0 && now >= read.expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { subscriberId: read.subscriberId, purpose, expiresAt: read.expiresAt } };
}
