import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Checks an `Authorization` header against the metrics token in constant time: both sides are
 * hashed first, so neither the token's characters nor its length leak through timing.
 */
export function createBearerCheck(token: string): (authorization: string | undefined) => boolean {
  const expected = digest(token);
  return (authorization) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    return timingSafeEqual(digest(match?.[1] ?? ''), expected) && match !== null;
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
