import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkDocument } from './chunker.ts';
import { wordCount } from './clean-text.ts';

const here = import.meta.dirname;
const fdaStyle = readFileSync(path.join(here, 'fixtures/fda-style-guidance.txt'), 'utf8');
const decimal = readFileSync(path.join(here, 'fixtures/eu-decimal-numbered.txt'), 'utf8');
const markdown = readFileSync(path.join(here, 'fixtures/markdown-sections.md'), 'utf8');

describe('chunkDocument on FDA-style PDF text (roman sections, lettered sub-sections)', () => {
  // Small sizes so a 3 KB fixture exercises packing; production uses 200–400 words.
  const chunks = chunkDocument(fdaStyle, { style: 'plain', minWords: 30, maxWords: 60 });
  const paths = chunks.map((chunk) => chunk.heading_path.join(' > '));

  it('finds the body headings, not the table of contents, and labels them as printed', () => {
    expect([...new Set(paths)]).toEqual(['', 'I. INTRODUCTION', 'II. BACKGROUND', 'III. RECOMMENDATIONS', 'III. RECOMMENDATIONS > B. Process Validation']);
  });

  it('numbers chunks in order and keeps each within the word budget', () => {
    expect(chunks.map((chunk) => chunk.chunk_index)).toEqual(chunks.map((_, index) => index));
    for (const chunk of chunks) {
      expect(chunk.word_count).toBe(wordCount(chunk.text));
      expect(chunk.word_count).toBeLessThanOrEqual(60);
    }
  });

  it('never lets a chunk run across a top-level section', () => {
    const sections = ['I. INTRODUCTION', 'II. BACKGROUND', 'III. RECOMMENDATIONS'];
    for (const chunk of chunks) {
      const starts = sections.filter((label) => chunk.text.includes(label));
      expect(starts.length).toBeLessThanOrEqual(1);
      if (starts.length === 1) expect(chunk.text.startsWith(starts[0]!)).toBe(true);
    }
  });

  it('puts text under the sub-section it belongs to', () => {
    const protocol = chunks.find((chunk) => chunk.text.includes('The protocol should specify:'));
    expect(protocol?.heading_path).toEqual(['III. RECOMMENDATIONS', 'B. Process Validation']);
    const background = chunks.find((chunk) => chunk.text.includes('lifecycle approach'));
    expect(background?.heading_path).toEqual(['II. BACKGROUND']);
  });

  it('drops page furniture: the running header, page numbers and the table of contents', () => {
    const all = chunks.map((chunk) => chunk.text).join('\n');
    expect(all).not.toContain('Contains Nonbinding Recommendations');
    expect(all).not.toContain('.....');
    expect(all).not.toMatch(/^\d+$/m);
    // Footnote text stays: it is content.
    expect(all).toContain('See 21 CFR 211.100 and 211.113.');
  });

  it('reflows wrapped lines into sentences but keeps bullets on their own lines', () => {
    const protocol = chunks.find((chunk) => chunk.text.includes('The protocol should specify:'))!;
    expect(protocol.text).toContain('The protocol should specify:\n• the manufacturing conditions, including operating parameters and processing limits;\n• the data');
    expect(chunks[1]!.text).toContain('can plan and document process validation.');
  });

  it('with the default budget keeps each top-level section in one chunk here', () => {
    const defaults = chunkDocument(fdaStyle, { style: 'plain' });
    expect(defaults.map((chunk) => chunk.heading_path[0] ?? '')).toEqual(['', 'I. INTRODUCTION', 'II. BACKGROUND', 'III. RECOMMENDATIONS']);
  });
});

describe('chunkDocument on EU-style decimal numbering', () => {
  const chunks = chunkDocument(decimal, { style: 'plain', minWords: 20, maxWords: 80 });

  it('follows 1 / 2 / 2.1 / 2.2 / 3 and ignores a footnote that looks like "3 Annex II ..."', () => {
    expect([...new Set(chunks.map((chunk) => chunk.heading_path.join(' > ')))]).toEqual([
      '',
      '1 Introduction',
      '2 Scope',
      '2 Scope > 2.1 Devices covered',
      '2 Scope > 2.2 Devices not covered',
      '3 Definitions',
    ]);
    const footnote = chunks.find((chunk) => chunk.text.includes('Annex II 1.1 (f) MDR'));
    expect(footnote?.heading_path[0]).toBe('2 Scope');
  });

  it('leaves numbered list items in the body as text', () => {
    const list = chunks.find((chunk) => chunk.text.includes('1. the intended purpose'));
    expect(list?.heading_path).toEqual(['3 Definitions']);
  });
});

describe('chunkDocument on markdown', () => {
  const chunks = chunkDocument(markdown, { style: 'markdown', minWords: 15, maxWords: 40 });

  it('uses ATX headings for the path and keeps heading text in the chunk', () => {
    expect(chunks[0]!.heading_path).toEqual(['Stability testing of example products']);
    expect(chunks[0]!.text.startsWith('Stability testing of example products')).toBe(true);
    const storage = chunks.find((chunk) => chunk.text.includes('25 °C / 60 % RH'));
    expect(storage?.heading_path).toEqual(['Stability testing of example products', 'Storage conditions']);
  });

  it('starts a new chunk at every top-level heading', () => {
    const annex = chunks.find((chunk) => chunk.text.includes('Annex: worked example'));
    expect(annex?.text.startsWith('Annex: worked example')).toBe(true);
    expect(annex?.heading_path).toEqual(['Annex: worked example']);
  });

  it('splits a paragraph longer than a chunk between sentences', () => {
    const long = chunks.filter((chunk) => chunk.heading_path.join('>') === 'Stability testing of example products>Test frequency');
    expect(long.length).toBeGreaterThan(1);
    for (const chunk of long) expect(chunk.text.trim().endsWith('.')).toBe(true);
  });
});

describe('chunkDocument edge cases', () => {
  it('returns no chunks for blank text', () => {
    expect(chunkDocument(' \n\n\f\n', { style: 'plain' })).toEqual([]);
  });

  it('strips a line-number gutter (older FDA guidances number every line)', () => {
    const numbered = Array.from({ length: 30 }, (_, i) => `${String(i + 1).padStart(2)}   ${i === 3 ? 'I.        INTRODUCTION' : i === 14 ? 'II.       BACKGROUND' : `Line ${i + 1} of the guidance says something useful.`}`).join('\n');
    const chunks = chunkDocument(numbered, { style: 'plain' });
    expect(chunks.map((chunk) => chunk.heading_path)).toEqual([[], ['I. INTRODUCTION'], ['II. BACKGROUND']]);
    expect(chunks[1]!.text).toContain('Line 5 of the guidance');
    expect(chunks[1]!.text).not.toMatch(/\b5 {2,}Line/);
  });

  it('cuts a sentence longer than a chunk (a flattened table) between words', () => {
    const table = Array.from({ length: 250 }, (_, i) => `cell${i}`).join(' ');
    const chunks = chunkDocument(table, { style: 'plain', minWords: 50, maxWords: 100 });
    expect(chunks.map((chunk) => chunk.word_count)).toEqual([100, 100, 50]);
  });
});
