import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, processEnv } from '../infra/config.ts';
import { createLogger } from '../infra/logger.ts';
import { liveTarget } from '../ingest/ingest-plan.ts';
import { classifyCommand } from './commands/classify.ts';
import { ingestCommand, listSources } from './commands/ingest.ts';
import { keysCommand } from './commands/keys.ts';
import { knowledgeCommand } from './commands/knowledge.ts';
import { reindexCommand } from './commands/reindex.ts';
import { startCommand } from './commands/start.ts';
import { statusCommand } from './commands/status.ts';
import { closeDeps, createDeps } from './deps.ts';

const USAGE = `regintel — regulatory intelligence for life sciences

Usage:
  regintel start                         ingest scheduler, enrichment consumers and API in one process
  regintel api                           the API only
  regintel enrich                        the enrichment consumers only
  regintel ingest <source|all> [--mirror DIR | --live] [--force] [--json]
                                         one run now: from the mirror (default REGINTEL_MIRROR_DIR) or the
                                         public endpoints; --force reads sources whose fingerprint is unchanged
  regintel ingest --list                 the sources, their mirror folders, topics and schedules
  regintel ingest --schedule             the ingest scheduler only (REGINTEL_INGEST_FROM, _SCHEDULES), for its own process
  regintel status [--json]               topics, offsets, consumer lag, store counts
  regintel reindex [--json]              rebuild the stores from the enriched topics
  regintel keys create --tenant <id> --tier free|starter|pro|enterprise [--test] [--json]
  regintel keys list [--tenant <id>] [--json]
  regintel keys revoke <key-prefix>
  regintel knowledge publish [--json]   put the curated knowledge (taxonomy, regulation maps, requirements,
                                         validation rules) on enriched.knowledge; changed entries only
  regintel classify "<event text>" [--product-type drug|food|device|api] [--json]
                                         event type, confidence, severity and CFR sections of a quality event
  regintel classify --jsonl FILE         a batch: one { "text", "product_type"? } per line in, one JSON result per line out

Configuration comes from REGINTEL_* variables (see README.md).`;

/** Entry point of the `regintel` bin; returns the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      mirror: { type: 'string' },
      tenant: { type: 'string' },
      tier: { type: 'string' },
      test: { type: 'boolean', default: false },
      schedule: { type: 'boolean', default: false },
      live: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
      'product-type': { type: 'string' },
      jsonl: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (!command || values.help) {
    process.stdout.write(`${USAGE}\n`);
    return command || values.help ? 0 : 2;
  }

  let config;
  try {
    config = loadConfig(processEnv());
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
  // Commands whose stdout is data log to stderr so `--json` output stays parseable.
  const logger = createLogger({ level: config.log.level, destination: process.stderr });
  const deps = await createDeps(config, logger);

  switch (command) {
    case 'start':
    case 'api':
    case 'enrich': {
      const running = await startCommand(deps, { api: command !== 'enrich', pipeline: command !== 'api', scheduler: command === 'start' });
      if (running.url) process.stderr.write(`RegIntel ${command} listening on ${running.url}\n`);
      await new Promise<void>((resolve) => {
        const shutdown = () => resolve();
        process.once('SIGINT', shutdown);
        process.once('SIGTERM', shutdown);
      });
      await running.stop();
      await closeDeps(deps);
      return 0;
    }
    case 'ingest': {
      if (values.schedule) {
        const running = await startCommand(deps, { api: false, pipeline: false, scheduler: true });
        await new Promise<void>((resolve) => {
          process.once('SIGINT', () => resolve());
          process.once('SIGTERM', () => resolve());
        });
        await running.stop();
        await closeDeps(deps);
        return 0;
      }
      if (values.list) {
        process.stdout.write(listSources(config.ingest, values.json));
        await closeDeps(deps);
        return 0;
      }
      if (values.live && values.mirror) {
        process.stderr.write('regintel ingest: choose --mirror DIR or --live, not both.\n');
        await closeDeps(deps);
        return 2;
      }
      const mirrorDir = values.mirror ? (await import('node:path')).resolve(values.mirror) : config.mirrorDir;
      if (!values.live && !mirrorDir) {
        process.stderr.write('regintel ingest needs --mirror DIR (or REGINTEL_MIRROR_DIR) to read the offline mirror, or --live to fetch the public endpoints.\n');
        await closeDeps(deps);
        return 2;
      }
      const code = await ingestCommand(deps, {
        source: rest[0] ?? 'all',
        target: values.live || !mirrorDir ? liveTarget(config.ingest) : { mode: 'mirror', mirrorDir },
        force: values.force,
        json: values.json,
        out: process.stdout,
        err: process.stderr,
      });
      await closeDeps(deps);
      return code;
    }
    case 'status': {
      const code = await statusCommand(deps, { json: values.json, out: process.stdout });
      await closeDeps(deps);
      return code;
    }
    case 'keys': {
      const code = await keysCommand(deps.apiKeys, {
        action: rest[0],
        argument: rest[1],
        tenant: values.tenant,
        tier: values.tier,
        test: values.test,
        json: values.json,
        out: process.stdout,
        err: process.stderr,
      });
      await closeDeps(deps);
      return code;
    }
    case 'knowledge': {
      const code = await knowledgeCommand(deps, rest, { json: values.json, out: process.stdout, err: process.stderr });
      await closeDeps(deps);
      return code;
    }
    case 'classify': {
      const code = await classifyCommand(deps, {
        text: rest.length > 0 ? rest.join(' ') : undefined,
        productType: values['product-type'],
        json: values.json,
        jsonl: values.jsonl,
        out: process.stdout,
        err: process.stderr,
      });
      await closeDeps(deps);
      return code;
    }
    case 'reindex': {
      const code = await reindexCommand(deps, { json: values.json, out: process.stdout });
      await closeDeps(deps);
      return code;
    }
    default:
      process.stderr.write(`Unknown command '${command}'.\n\n${USAGE}\n`);
      await closeDeps(deps);
      return 2;
  }
}
