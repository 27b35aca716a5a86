/**
 * Tidies text extracted from PDFs before it is cut into chunks: what a reader of the printed page
 * ignores (running headers and footers, page numbers, form feeds) would otherwise land in the
 * middle of chunks and pull unrelated searches towards them.
 */

export interface CleanOptions {
  /** Extra lines to drop wherever they appear (a publisher's banner, say). */
  dropLines?: readonly RegExp[];
  /**
   * Drop page furniture: lone page numbers ("12", "Page 3 of 27") and running headers, i.e. short
   * lines (2–8 words, no closing punctuation) repeated at least four times, and a line-number
   * gutter. Meant for PDF text.
   */
  dropPageFurniture?: boolean;
}

// A line-number gutter: older FDA guidances number every line of the page ("16   I.   INTRODUCTION").
const GUTTER = /^\s*(\d{1,4})(?=\s{2,}\S|\s*$)/;
const PAGE_NUMBER = /^(?:page\s+)?\d{1,3}(?:\s+(?:of|\/)\s+\d{1,3})?$/i;
const RUNNING_HEADER_MIN_REPEATS = 4;

function isRunningHeaderShape(line: string): boolean {
  const words = line.split(/\s+/).length;
  return words >= 2 && words <= 8 && line.length <= 80 && !/[.,;:]$/.test(line);
}

/**
 * Strips a line-number gutter when the document has one: many lines starting with a number
 * followed by a wide gap, the numbers running on from line to line.
 */
function stripLineNumbers(lines: string[]): string[] {
  let consecutive = 0;
  let previous = -1;
  let nonBlank = 0;
  for (const line of lines) {
    if (line.trim() === '') continue;
    nonBlank++;
    const match = GUTTER.exec(line);
    if (!match) continue;
    const number = Number(match[1]);
    if (number === previous + 1) consecutive++;
    previous = number;
  }
  if (consecutive < 20 || consecutive < nonBlank * 0.3) return lines;
  return lines.map((line) => line.replace(GUTTER, ''));
}

/**
 * The text as trimmed lines, blank lines kept as '' (they separate paragraphs) but never more
 * than one in a row. Line endings, form feeds and non-breaking spaces are normalised.
 */
export function cleanLines(text: string, options: CleanOptions = {}): string[] {
  const raw = text
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n\n')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .split('\n');
  const lines = (options.dropPageFurniture ? stripLineNumbers(raw) : raw).map((line) => line.replace(/\s+/g, ' ').trim());
  const repeated = new Set<string>();
  if (options.dropPageFurniture) {
    const counts = new Map<string, number>();
    for (const line of lines) if (isRunningHeaderShape(line)) counts.set(line, (counts.get(line) ?? 0) + 1);
    for (const [line, count] of counts) if (count >= RUNNING_HEADER_MIN_REPEATS) repeated.add(line);
  }
  const kept: string[] = [];
  for (const line of lines) {
    if (options.dropLines?.some((pattern) => pattern.test(line))) continue;
    if (options.dropPageFurniture && (PAGE_NUMBER.test(line) || repeated.has(line))) continue;
    if (line === '' && (kept.length === 0 || kept[kept.length - 1] === '')) continue;
    kept.push(line);
  }
  while (kept.length > 0 && kept[kept.length - 1] === '') kept.pop();
  return kept;
}

/** Number of words (whitespace-separated tokens) of a text. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}
