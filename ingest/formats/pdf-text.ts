/**
 * Text of a PDF, page by page, through Mozilla's pdf.js (the legacy build runs on Node without a
 * canvas). Text items are grouped into lines by their baseline and placed at a column derived from
 * their x position, so the output reads like `pdftotext -layout` (form boxes side by side stay in
 * separate columns, two or more spaces apart). Pages are separated by form feeds.
 *
 * Throws when the bytes are not a readable PDF (the caller dead-letters the document).
 */
export async function pdfToText(bytes: Uint8Array): Promise<string> {
  // Loaded on first use: pdf.js costs ~150 MB of memory, and only the PDF sources need it (an API
  // process that imports the catalogue never does).
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes ownership of the buffer it is given; a copy keeps the caller's bytes intact.
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const items: PlacedText[] = [];
      for (const item of content.items) {
        // pdf.js reports the gap between two runs as a whitespace item spanning it; the columns
        // come from positions instead.
        if (!('str' in item) || item.str.trim().length === 0) continue;
        const transform = item.transform as number[];
        items.push({ x: transform[4] ?? 0, y: transform[5] ?? 0, width: item.width, size: Math.hypot(transform[0] ?? 0, transform[1] ?? 0) || item.height || 10, text: item.str });
      }
      pages.push(layoutLines(items).join('\n'));
      page.cleanup();
    }
    return pages.join('\n\f');
  } finally {
    await document.destroy();
  }
}

interface PlacedText {
  x: number;
  y: number;
  width: number;
  /** Font size in points, from the text matrix. */
  size: number;
  text: string;
}

/** Points per character column: 72 pt/inch at roughly 14 characters per inch, pdftotext's pitch. */
const POINTS_PER_COLUMN = 5;

/** Groups text items into lines (baselines within 2 pt) from the top, each laid out in columns. */
export function layoutLines(items: readonly PlacedText[]): string[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PlacedText[][] = [];
  for (const item of sorted) {
    const current = lines.at(-1);
    if (current && Math.abs((current[0]?.y ?? 0) - item.y) <= 2) current.push(item);
    else lines.push([item]);
  }
  return lines
    .map((line) => {
      let out = '';
      let end = -Infinity;
      for (const item of line.sort((a, b) => a.x - b.x)) {
        const gap = item.x - end;
        if (out.length > 0) {
          // Touching fragments are one word, a small gap a space, a wide gap a new column.
          if (gap > 2 * POINTS_PER_COLUMN) out = out.padEnd(Math.max(out.length + 2, Math.round(item.x / POINTS_PER_COLUMN)));
          else if (gap > 1 && !out.endsWith(' ') && !item.text.startsWith(' ')) out += ' ';
        } else {
          out = ' '.repeat(Math.max(0, Math.round(item.x / POINTS_PER_COLUMN)));
        }
        out += item.text;
        end = item.x + item.width;
      }
      return out.trimEnd();
    })
    .filter((line) => line.trim().length > 0);
}
