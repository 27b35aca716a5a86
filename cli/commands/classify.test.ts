import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { regintel } from '../../test/fixtures/cli.ts';
import { hasSharedModel, sharedModelsDir, warnIfMissing } from '../../test/fixtures/shared.ts';

warnIfMissing(hasSharedModel, 'the `regintel classify` CLI tests (they load the embedding model)');

/*
 * The real command in a child process with the local model. Expected CFR sections are those the
 * taxonomy cites (graph/knowledge/event-taxonomy.ts): pest_control for drug → 211.56;
 * allergen_control for food → 117.135, 117.80, 117.93.
 */
describe.skipIf(!hasSharedModel)('regintel classify (needs ../shared/models)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'regintel-classify-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { REGINTEL_MODEL_DIR: sharedModelsDir };
  const pests = 'Rodent droppings were found beside the bait stations in the raw material warehouse, and the pest control log was blank.';

  it('prints the result object with --json', async () => {
    const { stdout } = await regintel(dataDir, ['classify', pests, '--json'], env);
    const result = JSON.parse(stdout) as Record<string, unknown> & { classification: { event_type: string; confidence: number; confidence_band: string }; evidence: { method: string; taxonomy_version: string } };
    expect(result.classification.event_type).toBe('pest_control');
    expect(result.classification.confidence).toBeGreaterThanOrEqual(0.6);
    expect(result.product_type).toBe('drug');
    expect(result.product_type_source).toBe('default');
    expect(result.applicable_cfr_sections).toEqual(['21 CFR 211.56']);
    expect(result.evidence.method).toBe('hybrid_keyword_embedding');
    expect(result.evidence.taxonomy_version).toBe('v3.0');
    // The first call in the data folder embeds the prototype texts (cached for the later tests).
  }, 180_000);

  it('prints type, confidence, band, category, severity, terms and CFR sections for a person', async () => {
    const { stdout } = await regintel(dataDir, ['classify', pests], env);
    expect(stdout).toMatch(/^Event type: +pest_control$/m);
    expect(stdout).toMatch(/^Confidence: +0\.\d{3} \((high|medium)/m);
    expect(stdout).toMatch(/^Category: +environmental_controls$/m);
    expect(stdout).toMatch(/^Severity: +major$/m);
    expect(stdout).toMatch(/^Matched terms: .*bait station/m);
    expect(stdout).toMatch(/^CFR sections: +21 CFR 211\.56 \(direct\)$/m);
  });

  it('classifies a JSONL batch in order, reporting a malformed line in its place', async () => {
    const file = join(dataDir, 'batch.jsonl');
    writeFileSync(
      file,
      [
        JSON.stringify({ text: pests, id: 'first' }),
        '{"text": "unterminated',
        '',
        JSON.stringify({ text: 'Undeclared peanut allergen was found in chocolate bars made on the shared line without allergen cleaning.', product_type: 'food' }),
        JSON.stringify({ text: 'Label mix-up on line 3', product_type: 'pharma' }),
      ].join('\n'),
    );
    const { stdout } = await regintel(dataDir, ['classify', '--jsonl', file], env);
    const lines = stdout.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown> & { classification?: { event_type: string } });
    // Four non-blank input lines (1, 2, 4, 5) → four output lines, in order.
    expect(lines.map((line) => line.line)).toEqual([1, 2, 4, 5]);
    expect(lines[0]).toMatchObject({ id: 'first', classification: { event_type: 'pest_control' } });
    expect(lines[1]).toEqual({ line: 2, error: 'not valid JSON' });
    expect(lines[2]).toMatchObject({ product_type: 'food', product_type_source: 'given', classification: { event_type: 'allergen_control' }, applicable_cfr_sections: ['21 CFR 117.135', '21 CFR 117.80', '21 CFR 117.93'] });
    expect(lines[3]).toEqual({ line: 5, error: "Invalid product_type 'pharma': must be one of drug, food, device, api" });
  });

  it('exits 2 on an invalid product type and 1 on an unreadable file', async () => {
    await expect(regintel(dataDir, ['classify', pests, '--product-type', 'pharma'], env)).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('drug, food, device, api') });
    await expect(regintel(dataDir, ['classify', '--jsonl', join(dataDir, 'missing.jsonl')], env)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Cannot read') });
  });
});
