import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Real example answers, one JSON file per operationId, captured from a run on the mirror (`npm run examples:capture`). */
export const EXAMPLES_DIR = fileURLToPath(new URL('../docs/examples/', import.meta.url));

/** The examples by operationId; an absent folder means none. */
export function loadOpenApiExamples(dir = EXAMPLES_DIR): Record<string, unknown> {
  if (!existsSync(dir)) return {};
  const examples: Record<string, unknown> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    examples[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
  }
  return examples;
}
