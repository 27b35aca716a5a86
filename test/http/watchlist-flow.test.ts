import { afterAll, beforeAll, describe, it } from 'vitest';
import { type WebhookReceiver, startWebhookReceiver } from '../fixtures/webhook-receiver.ts';
import { expectFlowOutcome, runAlertFlow } from './watchlist-flow.ts';

/**
 * The watchlist → alert → signed webhook scenario of watchlist-flow.ts in embedded mode; the same
 * scenario runs against Kafka, Elasticsearch and Neo4j in watchlist-flow.engines.test.ts.
 */
describe('watchlist → alert → signed webhook, embedded mode', () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });

  it('delivers exactly the right alerts with the right diffs, one create per racing FEI', async () => {
    expectFlowOutcome(await runAlertFlow({}, receiver, 'embedded'));
  }, 180_000);
});
