import { z } from 'zod';
import { ALERT_TYPES, ATTEMPT_OUTCOMES, CLASSIFICATIONS, DELIVERY_STATES } from '../../enrich/alerts/alert-records.ts';
import { MAX_WEBHOOK_URL_LENGTH, parseWebhookUrl } from '../../infra/webhooks/webhook-url.ts';
import { IsoDateQuery, QueryMetadata, canonicalFei, paginationQuery } from '../inspections/common.ts';

/*
 * Request and response schemas of the watchlist family (spec doc 2 "Watchlist"; SPEC-DECISIONS 14
 * and 15). Errors use body A; every 400 names the field.
 */

/** Longest `legal_name` accepted: firm names in FDA data stay under 200 characters. */
export const MAX_LEGAL_NAME_LENGTH = 200;
/** Most FEIs in one overview-form request. */
export const MAX_FACILITIES_PER_REQUEST = 100;

/**
 * Text without control characters or unpaired UTF-16 surrogates (which no e-mail or JSON consumer
 * can print). With the `u` flag a paired surrogate reads as one code point, so `Cs` matches only
 * an unpaired one.
 */
const isPrintableText = (text: string): boolean => !/[\p{Cc}\p{Cs}]/u.test(text);

/** An FEI as a string of digits (or a JSON number, as some exports store it), in canonical form (SPEC-DECISIONS 22). */
const FeiNumber = z
  .union([z.string().max(40), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
  .transform((value, ctx) => {
    const fei = canonicalFei(String(value));
    if (!fei) {
      ctx.addIssue({ code: 'custom', message: `'${String(value).slice(0, 40)}' is not an FEI number (1 to 10 digits; leading zeros are ignored)` });
      return z.NEVER;
    }
    return fei;
  });

const AlertOn = z
  .array(z.string().max(100))
  .max(20)
  .transform((values, ctx) => {
    const invalid = values.filter((value) => !(ALERT_TYPES as readonly string[]).includes(value));
    if (invalid.length > 0) {
      ctx.addIssue({ code: 'custom', message: `invalid value(s) ${invalid.map((v) => JSON.stringify(v.slice(0, 40))).join(', ')}. Valid values: ${ALERT_TYPES.join(', ')}` });
      return z.NEVER;
    }
    if (values.length === 0) {
      ctx.addIssue({ code: 'custom', message: `must name at least one of ${ALERT_TYPES.join(', ')} (omit it for all three)` });
      return z.NEVER;
    }
    return ALERT_TYPES.filter((type) => values.includes(type));
  });

const WebhookUrl = z
  .string()
  .max(MAX_WEBHOOK_URL_LENGTH)
  .transform((value, ctx) => {
    const parsed = parseWebhookUrl(value.trim());
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.reason });
      return z.NEVER;
    }
    return parsed.url.toString();
  });

/**
 * `POST /v1/483/watchlist`: the spec's body (`fei_number`, `legal_name`, `webhook_url`, `alert_on`)
 * or the overview body (`facilities`, `alert_threshold`, `notification_email`), one entry per FEI.
 */
export const CreateWatchlistBody = z
  .object({
    fei_number: FeiNumber.optional().describe('FDA Facility Establishment Identifier of the facility to watch (digits; leading zeros ignored).'),
    legal_name: z
      .string()
      .trim()
      .min(1)
      .max(MAX_LEGAL_NAME_LENGTH)
      // A name is printed in alerts and e-mails: no control characters, no broken UTF-16.
      .refine(isPrintableText, 'must be printable text (no control characters or unpaired surrogates)')
      .nullable()
      .optional().describe('Reference name; defaults to the firm name in our data, if any.'),
    webhook_url: WebhookUrl.nullable().optional().describe('HTTPS endpoint for alerts, signed per Standard Webhooks; must resolve to a public address.'),
    alert_on: AlertOn.optional().describe(`Alert types to receive (default all): ${ALERT_TYPES.join(', ')}.`),
    facilities: z.array(FeiNumber).min(1).max(MAX_FACILITIES_PER_REQUEST).optional().describe('Overview body: FEIs to watch, one entry each.'),
    alert_threshold: z.enum(CLASSIFICATIONS).optional().describe('Overview body: classification changes alert only when the new classification is at least this (NAI < VAI < OAI).'),
    notification_email: z.string().trim().max(254).pipe(z.email()).nullable().optional().describe('Address that also receives each alert by e-mail.'),
  })
  .superRefine((body, ctx) => {
    if (body.fei_number === undefined && body.facilities === undefined) {
      ctx.addIssue({ code: 'custom', path: ['fei_number'], message: 'is required (or give facilities, a list of FEI numbers)' });
    }
    if (body.fei_number !== undefined && body.facilities !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['facilities'], message: 'give either fei_number or facilities, not both' });
    }
  });
export type CreateWatchlistBody = z.output<typeof CreateWatchlistBody>;

const entryFields = {
  watchlist_id: z.string().describe('`wl_<hex>`.'),
  fei_number: z.string(),
  legal_name: z.string().nullable(),
  webhook_url: z.string().nullable(),
  alert_on: z.array(z.enum(ALERT_TYPES)),
  created_at: z.string().describe('ISO 8601 with microseconds and offset.'),
  alert_threshold: z.enum(CLASSIFICATIONS).nullable(),
  notification_email: z.string().nullable(),
};

/** The entry as the create response shows it: with `tenant_id`, and `webhook_secret` once. */
export const CreatedWatchlistEntry = z
  .object({
    ...entryFields,
    tenant_id: z.string(),
    webhook_secret: z.string().nullable().describe('Standard Webhooks signing secret (`whsec_…`); shown only in this response. Null without a webhook_url.'),
  })
  .meta({ id: 'CreatedWatchlistEntry' });

export const CreateWatchlistResponse = z.union([CreatedWatchlistEntry, z.object({ results: z.array(CreatedWatchlistEntry) })]);

/** The entry as lists show it: with `last_checked` and where its webhook stands. */
export const WatchlistEntryView = z
  .object({
    ...entryFields,
    last_checked: z.string().nullable().describe('When the facility was last checked for alerts; null before the first check.'),
    webhook_status: z.enum(['active', 'disabled', 'none']).describe('`disabled` after the receiver answered 410 Gone (a successful test event re-enables it).'),
  })
  .meta({ id: 'WatchlistEntry' });

export const ListWatchlistQuery = z.object(paginationQuery(20, 100));
export const ListWatchlistResponse = z.object({
  results: z.array(WatchlistEntryView),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  query_metadata: QueryMetadata,
});

export const WatchlistIdParams = z.object({ id: z.string().max(100).describe('The entry’s `watchlist_id`.') });
export const AlertIdParams = z.object({ alert_id: z.string().max(100).describe('The alert’s `alert_id` (also the webhook’s `webhook-id`).') });

export const DeleteWatchlistResponse = z.object({ deleted: z.literal(true), watchlist_id: z.string() });

/** `since`: a date (midnight UTC) or a date-time with offset. */
const SinceQuery = z
  .string()
  .trim()
  .max(40)
  .transform((value, ctx) => {
    const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? (IsoDateQuery.safeParse(value).success ? new Date(`${value}T00:00:00Z`) : null) : /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'must be an ISO 8601 date (YYYY-MM-DD) or date-time with offset' });
      return z.NEVER;
    }
    return date;
  });

export const ListAlertsQuery = z.object({
  type: z.enum(ALERT_TYPES).optional().describe('Only alerts of this type.'),
  fei_number: FeiNumber.optional().describe('Only alerts of this facility.'),
  since: SinceQuery.optional().describe('Only alerts that occurred at or after this time.'),
  ...paginationQuery(20, 100),
});
export const WatchlistAlertsQuery = ListAlertsQuery.omit({ fei_number: true });

export const DeliveryView = z
  .object({
    state: z.enum(DELIVERY_STATES),
    attempts: z.number().int(),
    last_attempt_at: z.string().nullable(),
    next_attempt_at: z.string().nullable(),
    last_status_code: z.number().int().nullable(),
    last_error: z.string().nullable(),
  })
  .meta({ id: 'AlertDelivery' });

export const AlertView = z
  .object({
    alert_id: z.string(),
    type: z.enum([...ALERT_TYPES, 'test']),
    watchlist_id: z.string(),
    fei_number: z.string(),
    facility_name: z.string().nullable(),
    occurred_at: z.string(),
    diff: z.object({ before: z.unknown(), after: z.unknown() }).catchall(z.unknown()).describe('What changed: `before` and `after` (risk-score alerts add `delta`, `reasons` and `factors`: the points of each factor before and after, with the delta).'),
    api_version: z.string(),
    delivery: DeliveryView,
  })
  .meta({ id: 'Alert' });

export const ListAlertsResponse = z.object({
  results: z.array(AlertView),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  query_metadata: QueryMetadata,
});

export const AttemptView = z
  .object({
    delivery_id: z.string(),
    alert_id: z.string(),
    event_type: z.string(),
    channel: z.enum(['webhook', 'email']),
    attempt: z.number().int(),
    attempted_at: z.string(),
    outcome: z.enum(ATTEMPT_OUTCOMES),
    status_code: z.number().int().nullable(),
    latency_ms: z.number().int(),
    error: z.string().nullable(),
  })
  .meta({ id: 'DeliveryAttempt' });

export const ListDeliveriesQuery = z.object(paginationQuery(20, 100));
export const ListDeliveriesResponse = z.object({
  results: z.array(AttemptView),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  query_metadata: QueryMetadata,
});

export const RedeliverResponse = z.object({
  alert_id: z.string(),
  watchlist_id: z.string(),
  delivery: DeliveryView,
});

export const RotateSecretResponse = z.object({
  watchlist_id: z.string(),
  webhook_secret: z.string().describe('The new signing secret; shown only in this response.'),
  previous_secret_expires_at: z.string().describe('Until then deliveries carry a signature with the old secret too.'),
});

export const TestWebhookResponse = z.object({
  watchlist_id: z.string(),
  event_id: z.string().describe('The test event’s `webhook-id`.'),
  delivered: z.boolean(),
  outcome: z.enum(ATTEMPT_OUTCOMES),
  status_code: z.number().int().nullable(),
  latency_ms: z.number().int(),
  error: z.string().nullable(),
  webhook_status: z.enum(['active', 'disabled']),
});
