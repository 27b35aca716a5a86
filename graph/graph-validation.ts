import type { Properties, PropertyValue } from './graph-store.port.ts';
import { LABEL_PATTERN, PROPERTY_NAME_PATTERN, RELATIONSHIP_TYPE_PATTERN } from './queries.ts';

/**
 * Input checks shared by every GraphStore adapter. Labels, relationship types and key property
 * names are interpolated into Cypher (they cannot be parameters), so both adapters must accept
 * exactly the same names and values: one copy here keeps them from drifting apart.
 */

export function checkLabel(label: string): void {
  if (typeof label !== 'string' || !LABEL_PATTERN.test(label)) {
    throw new Error(`Invalid node label ${JSON.stringify(label)}: expected ${String(LABEL_PATTERN)}.`);
  }
}

export function checkType(type: string): void {
  if (typeof type !== 'string' || !RELATIONSHIP_TYPE_PATTERN.test(type)) {
    throw new Error(`Invalid relationship type ${JSON.stringify(type)}: expected ${String(RELATIONSHIP_TYPE_PATTERN)}.`);
  }
}

export function checkPropertyName(name: string): void {
  if (typeof name !== 'string' || !PROPERTY_NAME_PATTERN.test(name)) {
    throw new Error(`Invalid key property name ${JSON.stringify(name)}: expected ${String(PROPERTY_NAME_PATTERN)}.`);
  }
}

/**
 * Rejects what Neo4j cannot store (maps, nested or mixed-type lists, non-finite numbers), so data
 * that loads embedded also loads into Neo4j.
 */
export function checkProperties(props: Properties, what: string): Properties {
  if (typeof props !== 'object' || props === null || Array.isArray(props)) {
    throw new Error(`Properties of a ${what} must be an object.`);
  }
  for (const [name, value] of Object.entries(props)) {
    if (!isPropertyValue(value)) {
      throw new Error(
        `Property "${name}" of a ${what} must be a string, finite number, boolean, null or a list of one of those types; got ${JSON.stringify(value)}.`,
      );
    }
  }
  return props;
}

export function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}

export function isPropertyValue(value: unknown): value is PropertyValue {
  if (value === null || isScalar(value)) return true;
  if (!Array.isArray(value)) return false;
  const first: unknown = value[0];
  return value.every((v: unknown) => isScalar(v) && typeof v === typeof first);
}
