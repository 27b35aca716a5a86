import { defineRoute } from '../platform/route.ts';
import { DeleteWatchlistResponse, WatchlistIdParams } from './watchlist.schema.ts';
import { type WatchlistDeps, deleteEntry } from './watchlist-service.ts';

/** `DELETE /v1/483/watchlist/{id}`: stop watching. */
export function createDeleteWatchlistEntryRoute(deps: WatchlistDeps) {
  return defineRoute({
    method: 'delete',
    path: '/v1/483/watchlist/:id',
    operationId: 'deleteWatchlistEntry',
    summary: 'Remove a watchlist entry',
    description: 'Stops monitoring: no further alerts, pending deliveries are cancelled and the signing secret is destroyed. Unknown ids (and other tenants’ ids) answer 404. Errors use body A.',
    tag: 'Watchlist',
    family: 'legacy',
    tier: 'starter',
    request: { params: WatchlistIdParams },
    response: DeleteWatchlistResponse,
    errors: ['VALIDATION_ERROR', 'NOT_FOUND'],
    handler: async ({ params, principal }) => {
      const entry = await deleteEntry(deps, (principal as NonNullable<typeof principal>).tenantId, params.id);
      return { body: { deleted: true as const, watchlist_id: entry.id } };
    },
  });
}
