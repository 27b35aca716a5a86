import kafkajs from 'kafkajs';
import type { Config } from '../../infra/config.ts';
import type { Logger } from '../../infra/logger.ts';
import { checkTopicLayouts, discoverTopicLayout, migrationAdvice, withKafkaAdmin } from '../../infra/bus/topic-layout.kafka.ts';
import { MIGRATING_SUFFIX, type MigrationResult, migrateTopic } from '../../infra/bus/topic-migration.kafka.ts';

/**
 * `regintel topics [--json]`: each Kafka topic's partitions and replicas against the configured
 * layout. `regintel topics migrate [topic...] [--json]`: replays the topics that fall short (or the
 * named ones) into topics with the configured layout (infra/bus/topic-migration.kafka.ts). Stop
 * every `regintel enrich`/`start`/`ingest` first: the migration refuses groups with live members,
 * and a record published meanwhile would be lost with the old topic.
 */
export async function topicsCommand(rest: readonly string[], options: { json: boolean; config: Config; logger: Logger; out: NodeJS.WritableStream; err: NodeJS.WritableStream }): Promise<number> {
  const { config } = options;
  if (config.modes.bus !== 'kafka') {
    options.err.write('regintel topics: the embedded bus has one partition per topic and nothing to migrate (set REGINTEL_MODE=engines or REGINTEL_BUS=kafka).\n');
    return 2;
  }
  const [action, ...names] = rest;
  if (action !== undefined && action !== 'migrate') {
    options.err.write(`regintel topics: unknown action '${action}'; try 'regintel topics [--json]' or 'regintel topics migrate [topic...]'.\n`);
    return 2;
  }
  const { brokers, clientId, topics: configured } = config.engines.kafka;
  return withKafkaAdmin(brokers, clientId, async (admin) => {
    const wanted = await discoverTopicLayout(admin, configured);
    const checks = (await checkTopicLayouts(admin, wanted)).filter((check) => !check.topic.endsWith(MIGRATING_SUFFIX));
    if (action === undefined) {
      if (options.json) options.out.write(`${JSON.stringify({ wanted, topics: checks }, null, 2)}\n`);
      else {
        options.out.write(`new topics: ${wanted.partitions} partitions, replication factor ${wanted.replicationFactor}, min.insync.replicas ${wanted.minInsyncReplicas} (table topics: 1 partition)\n`);
        for (const check of checks) options.out.write(`  ${check.topic.padEnd(40)} ${String(check.partitions).padStart(3)} partitions  RF ${check.replicationFactor}  ${check.problems.length > 0 ? `short: ${check.problems.join(', ')}` : 'ok'}\n`);
        const advice = migrationAdvice(checks);
        if (advice) options.out.write(`${advice}\n`);
      }
      return 0;
    }
    const known = new Set(checks.map((check) => check.topic));
    const unknown = names.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      options.err.write(`regintel topics migrate: no such topic: ${unknown.join(', ')}\n`);
      return 2;
    }
    const targets = names.length > 0 ? names : checks.filter((check) => check.problems.length > 0).map((check) => check.topic);
    const kafka = new kafkajs.Kafka({ clientId: `${clientId}-migrate`, brokers: [...brokers], logLevel: kafkajs.logLevel.NOTHING });
    const results: MigrationResult[] = [];
    for (const topic of targets) {
      if (!options.json) options.out.write(`migrating ${topic} ...\n`);
      const result = await migrateTopic(kafka, admin, topic, wanted, { stateDir: config.dataDir, logger: options.logger });
      results.push(result);
      if (!options.json) options.out.write(`  ${result.messages} records now on ${result.partitions} partitions, RF ${result.replicationFactor}; offsets carried over for ${Object.keys(result.groups).length} group(s)${result.resumed ? ' (resumed)' : ''}\n`);
    }
    if (options.json) options.out.write(`${JSON.stringify({ wanted, migrated: results }, null, 2)}\n`);
    else if (targets.length === 0) options.out.write('every topic already has the configured layout\n');
    return 0;
  });
}
