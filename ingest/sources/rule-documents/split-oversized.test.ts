import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentItems } from './emit.ts';
import { RuleDocumentRecord } from './record.ts';
import type { RuleDocumentChunk } from './record.ts';
import { splitOversized } from './split-oversized.ts';

const chunk = (index: number): RuleDocumentChunk => ({ chunk_index: index, heading_path: ['I. INTRODUCTION'], text: `Chunk ${index} `.repeat(40).trim(), word_count: 80 });
const body = (chunks: RuleDocumentChunk[]) => ({
  source_id: 'fda',
  publisher: 'U.S. Food and Drug Administration',
  document_type: 'guidance',
  reference: null,
  title: 'Example guidance',
  issue_date: '2024-03-04',
  issue_month: '2024-03',
  effective_date: null,
  updated_date: null,
  status: 'final',
  therapeutic_area: null,
  url: null,
  source_file: 'example.md',
  part: null,
  chunks,
});

describe('splitOversized', () => {
  it('keeps a document that fits as one record with its own id', () => {
    expect(splitOversized('doc:1', body([chunk(0)]))).toEqual([{ id: 'doc:1', body: body([chunk(0)]) }]);
  });

  it('splits an oversized document into parts under the limit, chunks in order', () => {
    const chunks = Array.from({ length: 10 }, (_, i) => chunk(i));
    const parts = splitOversized('doc:1', body(chunks), 2_000);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.map((part) => part.id)).toEqual(parts.map((_, i) => `doc:1#part${i + 1}`));
    for (const [i, part] of parts.entries()) {
      expect(Buffer.byteLength(JSON.stringify(part.body))).toBeLessThanOrEqual(2_000);
      expect(part.body.part).toEqual({ index: i + 1, count: parts.length });
    }
    expect(parts.flatMap((part) => (part.body.chunks as RuleDocumentChunk[]).map((c) => c.chunk_index))).toEqual(chunks.map((c) => c.chunk_index));
  });
});

describe('documentItems', () => {
  it('validates every part and names the failing field', () => {
    const items = documentItems(RuleDocumentRecord, 'doc:1', { ...body([chunk(0)]), issue_date: '2024-02-30' }, 'example.md');
    expect(items).toEqual([{ ok: false, reason: expect.stringMatching(/^invalid record: issue_date: /), ref: 'example.md', raw: { id: 'doc:1' } }]);
  });

  it('dead-letters a document without chunks', () => {
    expect(documentItems(z.object({}), 'doc:1', body([]), 'example.md')).toEqual([{ ok: false, reason: 'no text to index: the document yielded no chunks', ref: 'example.md', raw: { id: 'doc:1' } }]);
  });

  it('yields a valid body unchanged', () => {
    expect(documentItems(RuleDocumentRecord, 'doc:1', body([chunk(0)]), 'example.md')).toEqual([{ ok: true, id: 'doc:1', body: body([chunk(0)]) }]);
  });
});
