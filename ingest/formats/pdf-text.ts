import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Text of a PDF, page by page, through Mozilla's pdf.js (the legacy build runs on Node without a
 * canvas). Text items are grouped into lines by their baseline and ordered left to right, so the
 * output reads like `pdftotext` (minus its column padding). Pages are separated by form feeds.
 *
 * Throws when the bytes are not a readable PDF (the caller dead-letters the document).
 */
export async function pdfToText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes ownership of the buffer it is given; a copy keeps the caller's bytes intact.
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const lines = new Map<number, Array<{ x: number; text: string }>>();
      for (const item of content.items) {
        if (!('str' in item) || item.str.length === 0) continue;
        const [, , , , x, y] = item.transform as number[];
        // Items whose baselines are within 2 units share a line.
        const key = Math.round((y ?? 0) / 2) * 2;
        const line = lines.get(key) ?? [];
        line.push({ x: x ?? 0, text: item.str });
        lines.set(key, line);
      }
      const ordered = [...lines.entries()].sort((a, b) => b[0] - a[0]);
      pages.push(
        ordered
          .map(([, items]) =>
            items
              .sort((a, b) => a.x - b.x)
              .map((item) => item.text)
              .join(' ')
              .replace(/\s+/g, ' ')
              .trim(),
          )
          .filter((line) => line.length > 0)
          .join('\n'),
      );
      page.cleanup();
    }
    return pages.join('\n\f');
  } finally {
    await document.destroy();
  }
}
