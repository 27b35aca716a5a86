import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_SCHEMA_FILE, OPENAPI_FILE, renderClientSchema, renderOpenApiFile } from '../../cli/tools/write-openapi.ts';

/**
 * The checked-in `docs/openapi.json` must be what the routes generate, so every API change shows
 * up in review as a diff of that file (STYLE.md section 2).
 */
describe('docs/openapi.json', () => {
  it('matches the document generated from the routes', () => {
    const expected = renderOpenApiFile();
    const actual = existsSync(OPENAPI_FILE) ? readFileSync(OPENAPI_FILE, 'utf8') : null;
    expect(actual === expected, staleMessage(actual, expected)).toBe(true);
  });

  it('and the typed client (clients/typescript/schema.ts) is generated from it', async () => {
    const expected = await renderClientSchema(renderOpenApiFile());
    const actual = existsSync(CLIENT_SCHEMA_FILE) ? readFileSync(CLIENT_SCHEMA_FILE, 'utf8') : null;
    expect(actual === expected, 'clients/typescript/schema.ts is out of date: run `npm run openapi:write` and commit it.').toBe(true);
  });
});

function staleMessage(actual: string | null, expected: string): string {
  const fix = 'Run `npm run openapi:write` (node bin/run-ts.js cli/tools/write-openapi.ts) and commit docs/openapi.json.';
  if (actual === null) return `docs/openapi.json is missing. ${fix}`;
  const actualLines = actual.split('\n');
  const expectedLines = expected.split('\n');
  const line = expectedLines.findIndex((text, index) => actualLines[index] !== text);
  const at = line === -1 ? actualLines.length : line;
  return `docs/openapi.json is out of date with the routes (first difference at line ${at + 1}: expected ${JSON.stringify(expectedLines[at] ?? '<end of file>')}, found ${JSON.stringify(actualLines[at] ?? '<end of file>')}). ${fix}`;
}
