import type { BodyLine } from './page-text.ts';

/**
 * Body lines of a guideline transcribed to markdown (the E6(R3) section files), in the form the
 * outline parser reads from PDF text. Each file opens with its own title (`# ICH E6(R3) Annex 1 —
 * Section 3: Sponsor`) and a three-line source note by the transcriber (`> **출처**: …`, Korean
 * for "source"), which are not guideline text and are dropped; heading marks and emphasis are
 * removed, so `## 1. INSTITUTIONAL REVIEW BOARD…` reads like the PDF's `1. INSTITUTIONAL…`;
 * a heading stands alone as a paragraph; footnote quotes (`> ¹ For the purpose…`) stay as text.
 */
export function markdownBodyLines(markdown: string, source?: string): BodyLine[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const out: BodyLine[] = [];
  let blank = true;
  let preamble = true;
  for (const [index, raw] of lines.entries()) {
    const trimmed = raw.trim();
    // The file title and the transcriber's note above the first rule or heading of the text.
    if (preamble) {
      if ((index === 0 && /^#\s/.test(trimmed)) || trimmed.startsWith('>') || trimmed === '') continue;
      preamble = false;
    }
    if (trimmed === '' || /^(?:-{3,}|\*{3,}|_{3,})$/.test(trimmed)) {
      blank = true;
      continue;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(trimmed);
    const text = (heading ? heading[1]! : raw.replace(/^\s*>\s?/, ''))
      .replace(/\*\*([^*]+)\*\*/g, '$1')
      .replace(/(^|\s)\*([^*\s][^*]*)\*(?=\s|$|[.,;:])/g, '$1$2');
    out.push({ text, blankBefore: blank || heading !== null, ...(source ? { source } : {}) });
    blank = heading !== null;
  }
  return out;
}
