// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The rooms table of ARCHITECTURE.md, enforced: each zone lists the folders its files may not
 * import from. `cli/` and `test/` may import everything.
 */
const rooms = {
  infra: ['ingest', 'enrich', 'graph', 'api', 'cli'],
  graph: ['ingest', 'enrich', 'api', 'cli'],
  ingest: ['enrich', 'graph', 'api', 'cli'],
  enrich: ['ingest', 'api', 'cli'],
  api: ['ingest', 'cli'],
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'data/**', '.it/**', 'coverage/**', 'clients/typescript/schema.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through infra/config.ts (loadConfig).' },
      ],
    },
  },
  {
    // The one place allowed to read the environment, plus launch shims that hand it over.
    files: ['infra/config.ts', 'bin/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  // The rooms rule: one block per room, forbidding imports from the rooms above it.
  // Tests beside the code may import anything, like test/ (they wire real compositions).
  ...Object.entries(rooms).map(([room, forbidden]) => ({
    files: [`${room}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: forbidden.map((from) => `**/${from}/**`),
              message: `ARCHITECTURE.md rooms: ${room}/ may not import from ${forbidden.join('/, ')}/.`,
            },
          ],
        },
      ],
    },
  })),
  {
    // The pure domain does no I/O: no ports, no logger, no clock reading the system time.
    files: ['enrich/domain/**/*.ts'],
    ignores: ['enrich/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:fs', 'node:fs/*', 'node:net', 'node:http', 'node:child_process', 'better-sqlite3'], message: 'enrich/domain is pure: pass data in.' },
            { group: ['**/infra/**', '**/graph/**'], message: 'enrich/domain is pure: it imports no ports or adapters.' },
            { group: ['**/ingest/**', '**/api/**', '**/cli/**'], message: 'ARCHITECTURE.md rooms: enrich/ may not import from ingest/, api/, cli/.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Pass the time in (Clock).' },
      ],
    },
  },
);
