/**
 * The value a caller sent at a validation issue's `path` (undefined when absent). zod 4 leaves the
 * input out of its issues unless asked to, so "missing" and "of the wrong type" are told apart from it.
 */
export function valueAtPath(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
