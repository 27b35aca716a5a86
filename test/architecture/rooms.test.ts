import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../fixtures/shared.ts';

/**
 * The rooms table of ARCHITECTURE.md is enforced by lint; this proves the rule fires (and stays
 * quiet on allowed imports), so a config change cannot silently switch it off.
 */
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the rooms rule', () => {
  it.each([
    ['infra/bus/x.ts', "import { createApp } from '../../api/app.ts';\nexport const x = createApp;\n"],
    ['graph/x.ts', "import { x } from '../enrich/domain/cfr.ts';\nexport const y = x;\n"],
    ['ingest/x.ts', "import { x } from '../graph/schema.ts';\nexport const y = x;\n"],
    ['enrich/x.ts', "import { x } from '../ingest/connector.ts';\nexport const y = x;\n"],
    ['api/x.ts', "import { x } from '../cli/main.ts';\nexport const y = x;\n"],
    ['enrich/domain/x.ts', "import { x } from '../../infra/sqlite.ts';\nexport const y = x;\n"],
  ])('rejects an upward import from %s', async (filePath, code) => {
    const messages = await restrictedImports(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/rooms|pure/);
  });

  it.each([
    ['api/x.ts', "import { x } from '../enrich/domain/cfr.ts';\nimport { y } from '../graph/schema.ts';\nexport const z = [x, y];\n"],
    ['enrich/x.ts', "import { x } from '../graph/schema.ts';\nimport { y } from '../infra/sqlite.ts';\nexport const z = [x, y];\n"],
    ['cli/x.ts', "import { x } from '../api/app.ts';\nimport { y } from '../ingest/connector.ts';\nexport const z = [x, y];\n"],
  ])('allows downward imports from %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
