import { createPublicKey, type JsonWebKey, type KeyObject, verify } from 'node:crypto';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com']);
const DEFAULT_MAX_AGE_MS = 60 * 60_000;
/** An unknown key id triggers at most one refetch per this long, so forged kids cannot hammer Google. */
const REFETCH_GAP_MS = 60_000;

export interface GoogleProfile {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

/** Why a credential was refused; the log gets the reason, the person a single clear message. */
class GoogleTokenError extends AppError {
  constructor(readonly reason: string) {
    super(401, 'GOOGLE_TOKEN_INVALID', 'Google sign-in failed. Please try again.');
  }
}

interface Claims {
  iss?: unknown;
  aud?: unknown;
  exp?: unknown;
  sub?: unknown;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
}

function decodeJson(part: string): Record<string, unknown> {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value;
  } catch {}
  throw new GoogleTokenError('malformed token');
}

/**
 * Verifies Google Identity Services ID tokens without a JWT library: RS256 signature against Google's
 * published keys (cached for the Cache-Control max-age), issuer, audience, expiry and a verified e-mail.
 */
export class GoogleVerifier {
  private keys = new Map<string, KeyObject>();
  private keysExpireAt = 0;
  private lastFetchAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | null = null;

  constructor(
    private readonly clientId: string,
    private readonly jwksUrl: string,
    private readonly clock: Clock,
  ) {}

  async verify(credential: string): Promise<GoogleProfile> {
    const parts = credential.split('.');
    if (parts.length !== 3) throw new GoogleTokenError('not a JWT');
    const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
    const header = decodeJson(headerPart);
    if (header.alg !== 'RS256' || typeof header.kid !== 'string')
      throw new GoogleTokenError('unexpected algorithm');
    const key = await this.key(header.kid);
    if (!key) throw new GoogleTokenError('unknown signing key');
    const signed = verify(
      'RSA-SHA256',
      Buffer.from(`${headerPart}.${payloadPart}`),
      key,
      Buffer.from(signaturePart, 'base64url'),
    );
    if (!signed) throw new GoogleTokenError('bad signature');

    const claims = decodeJson(payloadPart) as Claims;
    if (typeof claims.iss !== 'string' || !ISSUERS.has(claims.iss))
      throw new GoogleTokenError('wrong issuer');
    if (claims.aud !== this.clientId) throw new GoogleTokenError('wrong audience');
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= this.clock().getTime()) {
      throw new GoogleTokenError('expired');
    }
    if (typeof claims.email !== 'string' || !claims.email.includes('@'))
      throw new GoogleTokenError('no e-mail');
    if (claims.email_verified !== true && claims.email_verified !== 'true') {
      throw new GoogleTokenError('e-mail not verified');
    }
    const name = typeof claims.name === 'string' ? claims.name.trim() : '';
    return {
      sub: String(claims.sub ?? ''),
      email: claims.email.trim().toLowerCase(),
      givenName: typeof claims.given_name === 'string' ? claims.given_name : (name.split(' ')[0] ?? ''),
      familyName:
        typeof claims.family_name === 'string' ? claims.family_name : name.split(' ').slice(1).join(' '),
    };
  }

  private async key(kid: string): Promise<KeyObject | undefined> {
    const now = this.clock().getTime();
    if (now >= this.keysExpireAt) await this.refresh();
    else if (!this.keys.has(kid) && now - this.lastFetchAt >= REFETCH_GAP_MS) await this.refresh();
    return this.keys.get(kid);
  }

  private refresh(): Promise<void> {
    this.pending ??= this.fetchKeys().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async fetchKeys(): Promise<void> {
    this.lastFetchAt = this.clock().getTime();
    let response: Response;
    let body: { keys?: (JsonWebKey & { kid?: string; alg?: string; use?: string })[] };
    try {
      response = await fetch(this.jwksUrl, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      body = (await response.json()) as typeof body;
    } catch {
      // Keep serving the old keys, if any, until Google answers again.
      if (this.keys.size) return;
      throw new AppError(
        503,
        'GOOGLE_UNAVAILABLE',
        'Google sign-in is unavailable right now. Please try again later.',
      );
    }
    const keys = new Map<string, KeyObject>();
    for (const jwk of body.keys ?? []) {
      if (jwk.kty !== 'RSA' || typeof jwk.kid !== 'string') continue;
      if (jwk.use !== undefined && jwk.use !== 'sig') continue;
      if (jwk.alg !== undefined && jwk.alg !== 'RS256') continue;
      try {
        keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
      } catch {}
    }
    this.keys = keys;
    const maxAge = /max-age=(\d+)/i.exec(response.headers.get('cache-control') ?? '');
    this.keysExpireAt = this.lastFetchAt + (maxAge ? Number(maxAge[1]) * 1000 : DEFAULT_MAX_AGE_MS);
  }
}
