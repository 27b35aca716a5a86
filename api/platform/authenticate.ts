import type { ApiKeyService, Principal } from './api-keys.ts';
import { ApiError } from './errors.ts';

/**
 * The key a request presents: `X-Api-Key`, or else `Authorization: Bearer <key>`
 * (SPEC-DECISIONS 5: X-Api-Key wins when both are sent). Null when neither is present.
 */
export function presentedKey(headers: Record<string, string | string[] | undefined>): string | null {
  const header = (name: string) => {
    const value = headers[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  };
  const apiKey = header('x-api-key');
  if (apiKey) return apiKey;
  const authorization = header('authorization');
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization);
  if (bearer?.[1]) return bearer[1];
  // A present but unusable Authorization header is a malformed key, not a missing one.
  return authorization ? authorization : null;
}

/**
 * Resolves the caller or throws 401: `UNAUTHORIZED` when no key is sent, `INVALID_API_KEY` when
 * the key is malformed, unknown or revoked (the three are not told apart, so the answer says
 * nothing about which keys exist).
 */
export async function authenticate(headers: Record<string, string | string[] | undefined>, keys: Pick<ApiKeyService, 'verify'>): Promise<Principal> {
  const key = presentedKey(headers);
  if (!key) throw new ApiError('UNAUTHORIZED', 'An API key is required: send it in the X-Api-Key header.');
  const result = await keys.verify(key);
  if (!result.ok) throw new ApiError('INVALID_API_KEY', 'The API key is invalid or has been revoked.');
  return result.principal;
}
