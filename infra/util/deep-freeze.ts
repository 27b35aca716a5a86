/**
 * Freezes a parsed JSON value and everything in it. Search stores share cached documents between
 * callers, so they freeze them: a caller that tried to change one (sorting an array in place)
 * fails loudly in tests instead of corrupting the next answer.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
