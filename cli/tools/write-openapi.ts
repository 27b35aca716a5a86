import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildOpenApiDocument } from '../../api/platform/openapi.ts';
import { OPENAPI_PATH, createOpenApiRoute } from '../../api/platform/openapi.route.ts';
import type { RouteDefinition } from '../../api/platform/route.ts';
import { createFixedClock } from '../../infra/clock.ts';
import { loadConfig } from '../../infra/config.ts';
import { createLogger } from '../../infra/logger.ts';
import { VERSION, createRoutes } from '../app.ts';
import { loadOpenApiExamples } from '../openapi-examples.ts';
import type { Deps } from '../deps.ts';

/**
 * Writes `docs/openapi.json`, the checked-in copy of the served document, so API changes show up
 * in review as a diff (Immich's habit). `api/platform/openapi-file.test.ts` fails when it is stale.
 *
 *   node bin/run-ts.js cli/tools/write-openapi.ts
 */

/** The checked-in document. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));

/**
 * Deps for building routes without opening anything: only schemas matter here. Config, logger and
 * clock are real (route factories may read them while wiring); every port is a stand-in that
 * throws if called, and the Proxy keeps this working when `Deps` grows new ports.
 */
export function createSchemaOnlyDeps(): Deps {
  const wired: Record<string, unknown> = {
    config: loadConfig({}),
    logger: createLogger({ level: 'silent' }),
    clock: createFixedClock('2000-01-01T00:00:00Z'),
  };
  return new Proxy(wired, {
    get: (target, key) => (typeof key === 'symbol' ? undefined : key in target ? target[key] : unavailablePort(key)),
  }) as unknown as Deps;
}

function unavailablePort(port: string): object {
  return new Proxy(
    {},
    {
      get: (_target, member) => {
        // `then` must be absent, or awaiting a port would call the throwing stand-in.
        if (typeof member === 'symbol' || member === 'then') return undefined;
        return () => {
          throw new Error(`write-openapi: ${port}.${member}() was called while building the routes; route factories must not use ports`);
        };
      },
    },
  );
}

/**
 * The route list as served: `createRoutes` plus the document's own route, unless `createRoutes`
 * already includes it.
 */
export function withOpenApiRoute(routes: readonly RouteDefinition[]): RouteDefinition[] {
  if (routes.some((route) => route.path === OPENAPI_PATH)) return [...routes];
  const all: RouteDefinition[] = [...routes];
  all.push(createOpenApiRoute(() => all, { version: VERSION, examples: loadOpenApiExamples() }));
  return all;
}

/** The file's exact text: the document pretty-printed with a trailing newline. */
export function renderOpenApiFile(): string {
  const document = buildOpenApiDocument(withOpenApiRoute(createRoutes(createSchemaOnlyDeps())), { version: VERSION, examples: loadOpenApiExamples() });
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The typed client's generated types, beside the client (clients/typescript/). */
export const CLIENT_SCHEMA_FILE = fileURLToPath(new URL('../../clients/typescript/schema.ts', import.meta.url));

/** The client's types, generated from the document by openapi-typescript. */
export async function renderClientSchema(openApiText: string): Promise<string> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(JSON.parse(openApiText) as Parameters<typeof openapiTS>[0]);
  return `// Generated from docs/openapi.json by \`npm run openapi:write\` (openapi-typescript); do not edit.\n${astToString(ast)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const text = renderOpenApiFile();
  writeFileSync(OPENAPI_FILE, text);
  console.log(`wrote ${OPENAPI_FILE}`);
  writeFileSync(CLIENT_SCHEMA_FILE, await renderClientSchema(text));
  console.log(`wrote ${CLIENT_SCHEMA_FILE}`);
}
