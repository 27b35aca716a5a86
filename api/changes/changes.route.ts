import { z } from 'zod';
import type { EventBus } from '../../infra/bus/event-bus.port.ts';
import { ListMeta, queryInt } from '../inspections/common.ts';
import { defineRoute } from '../platform/route.ts';
import { CHANGE_TYPE_NAMES, type ChangeType, readChanges } from './change-feed.ts';

const ChangeTypeList = z
  .string()
  .trim()
  .transform((value) => value.split(',').map((part) => part.trim()).filter((part) => part !== ''))
  .pipe(z.array(z.enum(CHANGE_TYPE_NAMES as [ChangeType, ...ChangeType[]])).min(1));

const ChangesQuery = z.object({
  since: z.string().trim().min(1).max(4000).optional().describe('The next_cursor of an earlier answer; omit to start from the beginning of the log.'),
  types: ChangeTypeList.optional().describe(`Comma-separated record types: ${CHANGE_TYPE_NAMES.join(', ')} (default all).`),
  limit: queryInt({ default: 500, min: 1, max: 1000 }).describe('Most changes per answer (default 500, max 1000).'),
});

const ChangesResponse = z
  .object({
    data: z
      .array(
        z.object({
          type: z.enum(CHANGE_TYPE_NAMES as [ChangeType, ...ChangeType[]]),
          id: z.string().describe('Observation id, FEI, rule document id or analytics document id.'),
          action: z.enum(['upsert', 'retract']).describe('upsert: the record is new or changed; retract: drop it from a mirror.'),
          version: z.string().nullable().describe('Content hash of the record as written: equal versions are equal records.'),
          changed_at: z.string().describe('When the change entered the log (ISO 8601).'),
          url: z.string().nullable().describe('Where the current record is served, when it has a route of its own.'),
        }),
      )
      .describe('Changes in log order per record type.'),
    next_cursor: z.string().describe('Pass as since to continue; stable across restarts and reindexing.'),
    has_more: z.boolean().describe('True when more changes were already waiting: call again at once.'),
    meta: ListMeta,
  })
  .meta({ id: 'ChangesResponse' });

/** `GET /v1/changes`: the change feed over the enriched topics (beyond the spec; issue 17). */
export function createChangesRoute(deps: { bus: Pick<EventBus, 'read' | 'topics'> }) {
  return defineRoute({
    method: 'get',
    path: '/v1/changes',
    operationId: 'listChanges',
    summary: 'What changed since a cursor',
    description: 'Upserts and retractions of observations, facilities, rule documents and analytics documents since a cursor, read from the log the stores are built from, so a client can keep a mirror in sync (with `GET /v1/export/{dataset}` for the first copy).',
    tag: 'Export',
    family: 'platform',
    tier: 'pro',
    request: { query: ChangesQuery },
    response: ChangesResponse,
    errors: ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'],
    handler: async ({ query, requestId, startedAt }) => {
      const result = await readChanges(deps.bus, { cursor: query.since ?? null, types: query.types ?? CHANGE_TYPE_NAMES, limit: query.limit });
      return { body: { data: result.changes, next_cursor: result.next_cursor, has_more: result.has_more, meta: { requestId, processingTimeMs: Math.round(performance.now() - startedAt) } } };
    },
  });
}
