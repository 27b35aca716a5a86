import type { EventBus } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { invalidField } from '../platform/errors.ts';

/**
 * The change feed (`GET /v1/changes`, beyond the spec): what changed in the enriched data since a
 * cursor, read from the enriched topics, the log the stores are built from. A customer keeping a
 * mirror calls it with the `next_cursor` of the last answer and re-reads (or exports) what changed.
 *
 * The cursor is opaque to clients: the next offset to read in every partition of every topic, as
 * base64url JSON. Offsets never change once written, so a cursor stays valid across restarts and
 * a `regintel reindex` (which rebuilds the stores from the same log without rewriting it). A record
 * written twice appears twice (each with its version): the last one wins.
 */
export const CHANGE_TYPES = {
  // No by-id route for observations: a mirror re-reads them with the export or the list filters.
  observation: { topic: TOPICS.enrichedObservations, url: () => null },
  facility: { topic: TOPICS.enrichedFacilities, url: (id: string) => `/v1/483/facilities/${encodeURIComponent(id)}` },
  rule: { topic: TOPICS.enrichedRules, url: (id: string) => `/v1/rules/${encodeURIComponent(id)}` },
  analytics: { topic: TOPICS.enrichedAnalytics, url: () => null },
} as const;
export type ChangeType = keyof typeof CHANGE_TYPES;
export const CHANGE_TYPE_NAMES = Object.keys(CHANGE_TYPES) as ChangeType[];

export interface Change {
  type: ChangeType;
  /** The record id: an observation id, an FEI, a rule document id, an analytics document id. */
  id: string;
  /** `retract`: the record left its source (or was corrected away); drop it from a mirror. */
  action: 'upsert' | 'retract';
  /** The record's content hash: equal versions are equal records. */
  version: string | null;
  /** When the change entered the log. */
  changed_at: string;
  /** Where the current record can be read, when it has an endpoint of its own. */
  url: string | null;
}

type Offsets = Record<string, number>;

const partitionKey = (topic: string, partition: number) => `${topic}/${partition}`;

export function encodeCursor(offsets: Offsets): string {
  return Buffer.from(JSON.stringify({ v: 1, o: offsets })).toString('base64url');
}

/** The offsets of a cursor, or a 400 naming `since`. */
export function decodeCursor(cursor: string): Offsets {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { v?: unknown; o?: unknown };
    if (parsed.v !== 1 || typeof parsed.o !== 'object' || parsed.o === null) throw new Error('shape');
    const offsets: Offsets = {};
    for (const [key, value] of Object.entries(parsed.o)) {
      if (!/^[a-z0-9._-]+\/\d+$/.test(key) || !Number.isInteger(value) || (value as number) < 0) throw new Error('entry');
      offsets[key] = value as number;
    }
    return offsets;
  } catch {
    throw invalidField('since', 'Invalid cursor in since: pass the next_cursor of an earlier answer, or omit since to start from the beginning');
  }
}

/** The record id and action a message of `type` carries; a rule passage names its document. */
function changeOf(type: ChangeType, value: unknown, key: string): Pick<Change, 'id' | 'action' | 'version'> {
  const record = (typeof value === 'object' && value !== null ? value : null) as { id?: unknown; rule_id?: unknown; content_hash?: unknown; retracted?: unknown } | null;
  const rawId = type === 'rule' && typeof record?.rule_id === 'string' ? record.rule_id : typeof record?.id === 'string' ? record.id : key;
  const id = type === 'rule' ? rawId.replace(/#\d+$/, '') : rawId;
  return { id, action: record === null || record.retracted === true ? 'retract' : 'upsert', version: typeof record?.content_hash === 'string' ? record.content_hash : null };
}

/**
 * Up to `limit` changes after `cursor` (from the beginning when null) of the given types, in log
 * order per partition, and the cursor to continue from. Passages of one rule document that follow
 * each other are one change.
 */
export async function readChanges(bus: Pick<EventBus, 'read' | 'topics'>, request: { cursor: string | null; types: readonly ChangeType[]; limit: number }) {
  const offsets: Offsets = request.cursor ? decodeCursor(request.cursor) : {};
  const ends = await bus.topics();
  const changes: Change[] = [];
  let hasMore = false;
  for (const type of request.types) {
    const { topic, url } = CHANGE_TYPES[type];
    for (const { partition, endOffset } of ends.filter((t) => t.topic === topic).sort((a, b) => a.partition - b.partition)) {
      const key = partitionKey(topic, partition);
      let next = offsets[key] ?? 0;
      while (next < endOffset && changes.length < request.limit) {
        const messages = await bus.read(topic, { partition, fromOffset: next, limit: Math.min(500, request.limit - changes.length) });
        if (messages.length === 0) break;
        for (const message of messages) {
          const change = changeOf(type, message.value, message.key);
          const last = changes.at(-1);
          if (!(last && last.type === 'rule' && type === 'rule' && last.id === change.id && last.action === change.action)) {
            changes.push({ type, ...change, changed_at: message.timestamp, url: change.action === 'retract' ? null : url(change.id) });
          }
          next = message.offset + 1;
        }
      }
      offsets[key] = next;
      if (next < endOffset) hasMore = true;
    }
  }
  return { changes, next_cursor: encodeCursor(offsets), has_more: hasMore };
}
