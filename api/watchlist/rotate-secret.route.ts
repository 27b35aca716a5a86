import { defineRoute } from '../platform/route.ts';
import { RotateSecretResponse, WatchlistIdParams } from './watchlist.schema.ts';
import { type WatchlistDeps, rotateSecret } from './watchlist-service.ts';

/** `POST /v1/483/watchlist/{id}/rotate-secret`: a new signing secret. */
export function createRotateSecretRoute(deps: WatchlistDeps) {
  return defineRoute({
    method: 'post',
    path: '/v1/483/watchlist/:id/rotate-secret',
    operationId: 'rotateWatchlistEntrySecret',
    summary: 'Rotate the webhook signing secret',
    description: 'Issues a new `webhook_secret` (shown once). For 24 hours deliveries carry two signatures, one per secret, so the receiver can switch without missing one. Errors use body A.',
    tag: 'Watchlist',
    family: 'legacy',
    tier: 'starter',
    request: { params: WatchlistIdParams },
    response: RotateSecretResponse,
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'CONFLICT'],
    handler: async ({ params, principal }) => {
      const rotated = await rotateSecret(deps, (principal as NonNullable<typeof principal>).tenantId, params.id);
      return { body: { watchlist_id: params.id, webhook_secret: rotated.secret, previous_secret_expires_at: rotated.previousExpiresAt }, headers: { 'Cache-Control': 'no-store' } };
    },
  });
}
