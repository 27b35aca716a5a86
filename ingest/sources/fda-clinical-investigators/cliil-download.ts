import { unzipSync } from 'fflate';
import { errorMessage } from '../../validate-item.ts';

/**
 * FDA's CLIIL download: the fda.gov page "Clinical Investigator Inspection List (CLIIL)" links a
 * zip ("Clinical Investigator Inspection List zip file", served from fda.gov/media/<n>/download
 * and renumbered on each quarterly update) holding CLIIL.TXT and README.TXT. The link is read
 * from the page each run rather than pinned, because the media number changes.
 */

/** The public page that links the current download. */
export const CLIIL_PAGE_URL = 'https://www.fda.gov/drugs/drug-approvals-and-databases/clinical-investigator-inspection-list-cliil';

/**
 * The zip's URL on the CLIIL page: the first link whose target ends in .zip or whose text names
 * the zip file, resolved against the page. Null when the page has none. (No HTML parser is among
 * the project's dependencies; the page is FDA's CMS output, whose anchors are well formed, and
 * only `<a href>` and its text are read.)
 */
export function findCliilZipLink(html: string, pageUrl: string): string | null {
  const anchors = html.matchAll(/<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a>/gi);
  for (const anchor of anchors) {
    const href = decodeEntities((anchor[1] ?? anchor[2] ?? '').trim());
    const text = decodeEntities(anchor[3]!.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
    if (href === '') continue;
    if (/\.zip(?:[?#]|$)/i.test(href) || (/\bzip\b/i.test(text) && /investigator|cliil/i.test(`${text} ${href}`))) {
      return new URL(href, pageUrl).toString();
    }
  }
  return null;
}

/**
 * The text of CLIIL.TXT in the downloaded zip (any folder, any case). Throws when the bytes are
 * not a zip or the zip has no CLIIL.TXT. FDA calls the file ASCII; it is decoded as UTF-8 when it
 * is valid UTF-8 and as Windows-1252 otherwise, so accented names in older exports survive.
 */
export function cliilTextFromZip(zip: Uint8Array): string {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, { filter: (file) => /(?:^|\/)cliil\.txt$/i.test(file.name) });
  } catch (error) {
    throw new Error(`not a readable zip (${errorMessage(error)})`);
  }
  const bytes = Object.values(files)[0];
  if (!bytes) throw new Error('the zip has no CLIIL.TXT');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/gi, ' ')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&amp;/gi, '&');
}
