import { z } from 'zod';
import { MAX_RESULT_WINDOW } from '../../infra/search/search-store.port.ts';
import { invalidField } from '../platform/errors.ts';

/*
 * Building blocks shared by the /v1/483 routes: query-string parameters (which arrive as strings
 * and are validated, never silently clamped: SPEC-DECISIONS 3), the FEI path parameter in its
 * canonical form (SPEC-DECISIONS 22), and the metadata blocks the spec puts on every answer.
 */

function boundedInt(options: { min: number; max?: number }) {
  const number = z
    .number()
    .int()
    .min(options.min)
    .max(options.max ?? Number.MAX_SAFE_INTEGER);
  return z
    .string()
    .trim()
    .regex(/^-?\d{1,15}$/, 'must be an integer')
    .transform(Number)
    .pipe(number);
}

/** An integer query parameter with its default and bounds; anything else is a 400 naming the field. */
export function queryInt(options: { default: number; min: number; max?: number }) {
  return boundedInt(options)
    .optional()
    .transform((value) => value ?? options.default);
}

/** An optional integer query parameter (no default): absent stays undefined. */
export function optionalQueryInt(options: { min: number; max?: number }) {
  return boundedInt(options).optional();
}

function boundedNumber(options: { min: number; max: number }) {
  return z
    .string()
    .trim()
    .regex(/^[-+]?(\d+(\.\d*)?|\.\d+)$/, 'must be a number')
    .transform(Number)
    .pipe(z.number().min(options.min).max(options.max));
}

/** A number query parameter (scores, relevance) within bounds, with its default. */
export function queryNumber(options: { min: number; max: number; default: number }) {
  return boundedNumber(options)
    .optional()
    .transform((value) => value ?? options.default);
}

/** An optional number query parameter within bounds: absent stays undefined. */
export function optionalQueryNumber(options: { min: number; max: number }) {
  return boundedNumber(options).optional();
}

/** `true` / `false` (case-insensitive) in a query string. */
export function queryBool(defaultValue: boolean) {
  return z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['true', 'false']))
    .transform((value) => value === 'true')
    .optional()
    .transform((value) => value ?? defaultValue);
}

/** An ISO 8601 calendar date that exists (2024-02-30 is refused). */
export const IsoDateQuery = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO 8601 date (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'must be a real calendar date (YYYY-MM-DD)');

/**
 * When an analytics row was computed, as the timestamp document 2 gives it (`matched_at`,
 * `last_updated`): the analytics document's `computed_at`, or the start of its day (UTC) when a
 * document written before that stamp existed has only the day.
 */
export function computedTimestamp(row: object, day: string): string {
  const stamped = (row as { computed_at?: unknown }).computed_at;
  return typeof stamped === 'string' && !Number.isNaN(Date.parse(stamped)) ? stamped : `${day}T00:00:00.000Z`;
}

/** The largest page (`limit`) a list may serve. */
export const MAX_LIST_LIMIT = 100;

/**
 * The deepest `offset` any list accepts: its page still ends inside the stores' result window
 * (MAX_RESULT_WINDOW, 1,000,000 rows, far above the largest index we serve), so every row of every
 * list is reachable by paging, in both modes. Past it, whole datasets come from the bulk export.
 */
export const MAX_LIST_OFFSET = MAX_RESULT_WINDOW - MAX_LIST_LIMIT;

const BULK_EXPORT_HINT = 'for a whole dataset use the bulk export GET /v1/export/{dataset}';

/** `limit` and `offset` with the endpoint's default and maximum (doc 2 "Limits"). */
export function paginationQuery(defaultLimit: number, maxLimit: number) {
  if (maxLimit > MAX_LIST_LIMIT) throw new Error(`A list page of ${maxLimit} would pass the result window at offset ${MAX_LIST_OFFSET}; MAX_LIST_LIMIT is ${MAX_LIST_LIMIT}.`);
  return {
    limit: queryInt({ default: defaultLimit, min: 1, max: maxLimit }).describe(`Page size (default ${defaultLimit}, max ${maxLimit}).`),
    offset: queryInt({ default: 0, min: 0 })
      .refine((offset) => offset <= MAX_LIST_OFFSET, `must be at most ${MAX_LIST_OFFSET} (lists page ${MAX_RESULT_WINDOW.toLocaleString('en-US')} rows deep); ${BULK_EXPORT_HINT}`)
      .describe(`Results to skip (default 0, at most ${MAX_LIST_OFFSET}; ${BULK_EXPORT_HINT}).`),
  };
}

/**
 * FEI numbers are digits compared without leading zeros (SPEC-DECISIONS 22): `0003006271438` and
 * `3006271438` name one facility. Returns null for anything that is not 1–10 significant digits.
 */
export function canonicalFei(raw: string): string | null {
  const digits = raw.trim();
  if (!/^\d{1,15}$/.test(digits)) return null;
  // All zeros names no facility: nothing is left once the leading zeros go.
  const stripped = digits.replace(/^0+/, '');
  return stripped.length >= 1 && stripped.length <= 10 ? stripped : null;
}

/** The `{fei_number}` path parameter: validated and canonicalised. */
export const FeiParams = z.object({
  fei_number: z
    .string()
    .transform((value, ctx) => {
      const fei = canonicalFei(value);
      if (!fei) {
        ctx.addIssue({ code: 'custom', message: `Invalid FEI number '${value.slice(0, 40)}': expected 1 to 10 digits (leading zeros are ignored)` });
        return z.NEVER;
      }
      return fei;
    })
    .describe('FDA Facility Establishment Identifier (digits; leading zeros ignored).'),
});

export const QueryMetadata = z.object({ execution_time_ms: z.number().int().min(0) }).meta({ id: 'QueryMetadata' });

/** Milliseconds since the request started, as the spec's integer `execution_time_ms`. */
export function elapsedMs(startedAt: number): number {
  return Math.max(0, Math.round(performance.now() - startedAt));
}

/** `{ query_metadata: { execution_time_ms } }` for a handler's answer. */
export function queryMetadata(startedAt: number): { execution_time_ms: number } {
  return { execution_time_ms: elapsedMs(startedAt) };
}

/** The generic list envelope's meta (SPEC-DECISIONS 1). */
export const ListMeta = z.object({ requestId: z.string(), processingTimeMs: z.number().int().min(0) });
export const Pagination = z.object({ limit: z.number().int(), offset: z.number().int(), total: z.number().int(), hasMore: z.boolean() });

/**
 * `{ limit, offset, total, hasMore }` of one page. `hasMore` promises a next page (`offset + limit`)
 * that answers: false past the deepest offset the list accepts (`maxOffset`, MAX_LIST_OFFSET for
 * the lists paged by `paginationQuery`), even with rows left beyond it.
 */
export function paginationOf(page: { limit: number; offset: number }, total: number, maxOffset = MAX_LIST_OFFSET) {
  const next = page.offset + page.limit;
  return { limit: page.limit, offset: page.offset, total, hasMore: next < total && next <= maxOffset };
}

/** The product types an observation is filed under (enrich/domain/product-type.ts). */
export const OBSERVATION_PRODUCT_TYPES = ['drug', 'biologics', 'medical_device', 'food', 'veterinary'] as const;
const OBSERVATION_PRODUCT_TYPE_NAMES = new Map<string, string>([
  ...OBSERVATION_PRODUCT_TYPES.map((type) => [type, type] as const),
  ['drugs', 'drug'],
  ['biologic', 'biologics'],
  ['device', 'medical_device'],
  ['devices', 'medical_device'],
  ['medical_devices', 'medical_device'],
  ['foods', 'food'],
]);

/**
 * An observation product type as people write it ("Drugs", "medical device") in its stored form; a
 * value that names none is a 400 listing the allowed ones (it used to match nothing, silently).
 */
export function observationProductType(written: string, field: string): string {
  const canonical = OBSERVATION_PRODUCT_TYPE_NAMES.get(written.trim().toLowerCase().replace(/[\s-]+/g, '_'));
  if (!canonical) throw invalidField(field, `Invalid value for ${field}. Allowed values: ${OBSERVATION_PRODUCT_TYPES.join(', ')}`, OBSERVATION_PRODUCT_TYPES);
  return canonical;
}
