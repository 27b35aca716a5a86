/**
 * Body lines of a guideline's text as `pdftotext -layout` (or pdf.js) renders the PDF: running
 * headers and footers and page numbers removed, the title pages and table of contents cut off.
 */

/** One line of body text with the layout facts the outline parser needs. */
export interface BodyLine {
  text: string;
  /** A blank line precedes it (paragraph break). pdf.js output has none. */
  blankBefore: boolean;
  /** The file it comes from, when a guideline is read from several (markdown sections). */
  source?: string;
}

const PAGE_NUMBER = /^(?:\d{1,3}|[ivxlc]{1,6}|page \d+(?: of \d+)?|- ?\d{1,3} ?-)$/i;
/** A table-of-contents entry: dot leaders (optionally) followed by a page number. */
const TOC_LINE = /(?:\.\s?){4,}\s*(?:\d{1,3}|[ivx]{1,5})?\s*$|…{2,}\s*\d{1,3}\s*$/;

const normalise = (line: string) => line.trim().replace(/\s+/g, ' ').replace(/\d+/g, '#').toLowerCase();

/**
 * Lines repeated at the top or bottom of many pages (the guideline's running title, "Contains
 * Nonbinding Recommendations", "ICH E6(R3) Guideline"): found by counting, not by a list, so the
 * same code serves every guideline.
 */
function runningLines(pages: readonly string[][]): Set<string> {
  const counts = new Map<string, number>();
  for (const lines of pages) {
    const filled = lines.filter((line) => line.trim() !== '');
    const edges = new Set([...filled.slice(0, 2), ...filled.slice(-2)].map(normalise));
    for (const edge of edges) counts.set(edge, (counts.get(edge) ?? 0) + 1);
  }
  const threshold = Math.max(3, Math.ceil(pages.length * 0.3));
  return new Set([...counts].filter(([line, count]) => count >= threshold && line !== '' && !PAGE_NUMBER.test(line.replace(/#/g, '1'))).map(([line]) => line));
}

/**
 * Splits the text into pages at form feeds and strips, on each page, running lines and page
 * numbers from its first and last three lines. Bullet glyphs from the PDFs' symbol fonts become
 * `•`.
 */
export function pageBodyLines(text: string): BodyLine[] {
  const pages = text.replace(/\r\n?/g, '\n').split('\f').map((page) => page.split('\n').map((line) => line.replace(/[\uf0b7\uf0a7\uf0d8]/g, '•').replace(/\s+$/, '')));
  const running = runningLines(pages);
  const out: BodyLine[] = [];
  for (const lines of pages) {
    const filledIndexes = lines.flatMap((line, index) => (line.trim() ? [index] : []));
    const edge = new Set([...filledIndexes.slice(0, 3), ...filledIndexes.slice(-3)]);
    const drop = new Set(filledIndexes.filter((index) => edge.has(index) && (running.has(normalise(lines[index]!)) || PAGE_NUMBER.test(lines[index]!.trim()))));
    let blank = false;
    for (const [index, line] of lines.entries()) {
      if (drop.has(index)) continue;
      if (line.trim() === '') {
        blank = true;
        continue;
      }
      out.push({ text: line, blankBefore: blank });
      blank = false;
    }
    // A page break is not a paragraph break: the next page's first line continues this one.
  }
  return out;
}

/**
 * Where the body starts: after the last table-of-contents line (dot leaders and a page number)
 * in the first half of the document, so headings listed in the contents are not read twice.
 * Documents without a table of contents start at their first line.
 */
export function bodyStart(lines: readonly BodyLine[]): number {
  let last = -1;
  const limit = Math.ceil(lines.length / 2);
  for (let index = 0; index < limit; index += 1) if (TOC_LINE.test(lines[index]!.text)) last = index;
  return last + 1;
}

/** Joins wrapped lines into one paragraph: layout spaces collapsed, hyphenated words rejoined. */
export function joinWrapped(pieces: readonly string[]): string {
  let out = '';
  for (const raw of pieces) {
    const piece = raw.trim().replace(/\s+/g, ' ');
    if (!piece) continue;
    if (/[a-z]-$/.test(out) && /^[a-z]/.test(piece)) out = `${out}${piece}`;
    else out = out ? `${out} ${piece}` : piece;
  }
  return out;
}
