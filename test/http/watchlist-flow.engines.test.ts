import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesEnv, resetEngines } from '../fixtures/engines.ts';
import { type WebhookReceiver, startWebhookReceiver } from '../fixtures/webhook-receiver.ts';
import { type AlertFlowOutcome, expectFlowOutcome, runAlertFlow } from './watchlist-flow.ts';

/**
 * The watchlist → alert → signed webhook scenario (watchlist-flow.ts) through Kafka,
 * Elasticsearch and Neo4j, next to the same scenario in embedded mode: both must deliver exactly
 * the right alerts, and the same ones (diffs, factor deltas, race outcome) in both modes. The race
 * runs through two API servers with their own Neo4j drivers, so the atomic claim is exercised on
 * Neo4j's MERGE and locks.
 */
const PREFIX = 'regintel-watchlist-';

describe('watchlist alerts in engines mode against embedded mode', () => {
  let receiver: WebhookReceiver;
  let engines: AlertFlowOutcome;
  let embedded: AlertFlowOutcome;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    await resetEngines(PREFIX);
    engines = await runAlertFlow(enginesEnv(PREFIX), receiver, 'engines');
    embedded = await runAlertFlow({}, receiver, 'embedded');
  }, 600_000);

  afterAll(async () => {
    await receiver?.close();
  });

  it('delivers exactly the right alerts in engines mode', () => {
    expectFlowOutcome(engines);
  });

  it('gives the same answers as embedded mode', () => {
    expectFlowOutcome(embedded);
    expect(engines).toEqual(embedded);
  });
});
