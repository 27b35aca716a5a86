import { z } from 'zod';
import { MessageEnvelope } from '../../infra/bus/topics.ts';

/*
 * The records of the alert path: watchlist entries (tenant state in the graph), alerts on the
 * `alerts` topic (one per entry and facility change, SPEC-DECISIONS 15) and delivery attempts on
 * `alerts.deliveries`.
 */

/** The alert types of spec doc 2 ("Events"), in the order the spec lists them. */
export const ALERT_TYPES = ['new_citation', 'classification_change', 'risk_score_change'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const CLASSIFICATIONS = ['NAI', 'VAI', 'OAI'] as const;
export type ClassificationValue = (typeof CLASSIFICATIONS)[number];

/** Version of the alert body on `alerts`. */
export const ALERT_SCHEMA_VERSION = 1;
/** Version of the delivery-attempt body on `alerts.deliveries`. */
export const DELIVERY_SCHEMA_VERSION = 1;
/** `api_version` of webhook payloads. */
export const API_VERSION = 'v1';

/** A watchlist entry as stored (graph label `WatchlistEntry`). Secrets are sealed (infra/webhooks/webhook-secrets.ts). */
export interface WatchlistEntry {
  id: string;
  tenant: string;
  fei_number: string;
  legal_name: string | null;
  webhook_url: string | null;
  alert_on: AlertType[];
  /** Overview-body option: classification changes alert only when the new classification is at least this. */
  alert_threshold: ClassificationValue | null;
  notification_email: string | null;
  created_at: string;
  last_checked: string | null;
  secret_sealed: string | null;
  /** The secret before the last rotation, still signing beside the new one until `previous_secret_expires_at`. */
  previous_secret_sealed: string | null;
  previous_secret_expires_at: string | null;
  /** Set when the receiver answered 410 Gone: no more deliveries until a successful test event. */
  webhook_disabled_at: string | null;
  deleted_at: string | null;
}

/** The webhook payload of SPEC-DECISIONS 15, plus the facility's name for readers. */
export const AlertPayload = z.object({
  alert_id: z.string().min(1),
  type: z.enum([...ALERT_TYPES, 'test']),
  watchlist_id: z.string().min(1),
  fei_number: z.string().min(1),
  facility_name: z.string().nullable(),
  occurred_at: z.string(),
  diff: z.object({ before: z.unknown(), after: z.unknown() }).catchall(z.unknown()),
  api_version: z.literal(API_VERSION),
});
export type AlertPayload = z.infer<typeof AlertPayload>;

/** An alert on the `alerts` topic, keyed by watchlist id: the payload, its tenant and the change it came from. */
export const AlertRecord = MessageEnvelope.extend({
  tenant: z.string().min(1),
  change_id: z.string().min(1),
  payload: AlertPayload,
});
export type AlertRecord = z.infer<typeof AlertRecord>;

/**
 * Where an alert's webhook delivery stands: `pending` (an attempt is due at `next_attempt_at`),
 * `delivered`, `failed` (24 hours of retries ran out), `disabled` (the receiver answered 410, or the
 * webhook was disabled by an earlier 410), `cancelled` (the entry was deleted), `no_webhook`.
 */
export const DELIVERY_STATES = ['pending', 'delivered', 'failed', 'disabled', 'cancelled', 'no_webhook'] as const;
export type DeliveryStateName = (typeof DELIVERY_STATES)[number];

export interface DeliveryState {
  state: DeliveryStateName;
  attempts: number;
  first_attempt_at: string | null;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
}

/** An alert as stored (graph label `Alert`): the payload, its tenant and where its delivery stands. */
export interface StoredAlert {
  payload: AlertPayload;
  tenant: string;
  created_at: string;
  delivery: DeliveryState;
}

export const ATTEMPT_OUTCOMES = ['delivered', 'gone', 'failed', 'timeout', 'refused'] as const;

/** One delivery attempt (graph label `AlertDelivery`, topic `alerts.deliveries`). */
export interface DeliveryAttempt {
  delivery_id: string;
  alert_id: string;
  watchlist_id: string;
  tenant: string;
  event_type: string;
  channel: 'webhook' | 'email';
  attempt: number;
  attempted_at: string;
  outcome: (typeof ATTEMPT_OUTCOMES)[number];
  status_code: number | null;
  latency_ms: number;
  error: string | null;
}

/**
 * Timestamps of this path as the spec writes `created_at`: ISO 8601 with microseconds and an
 * offset (`2025-01-02T03:04:05.678000+00:00`). Always UTC, so they also sort as strings.
 */
export function isoMicros(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000+00:00');
}
