import type { LiveContext, SourceItem } from '../../connector.ts';
import { validatedItem } from '../../validate-item.ts';
import { parseUscodeHtml } from './parse-uscode-html.ts';
import { FdcaSectionRecord } from './record.ts';
import { uscRecordId, uscSectionBody } from './usc-section.ts';

/** The Office of the Law Revision Counsel's host; `settings.baseUrl` replaces it in tests. */
export const USCODE_BASE_URL = 'https://uscode.house.gov';
/**
 * The U.S. Code, title 21, chapter 9 (FD&C Act), subchapter V (Drugs and Devices), current
 * ("prelim") edition: one page holding the full text of every section of the subchapter.
 */
export const SUBCHAPTER_V_PATH = '/view.xhtml?path=/prelim@title21/chapter9/subchapter5&edition=prelim';
/** OLRC publishes no rate limit; one request a second is polite, and a run makes two. */
export const USCODE_RATE_PER_SECOND = 1;

function pageUrl(context: LiveContext): string {
  return `${(context.settings.baseUrl ?? USCODE_BASE_URL).replace(/\/+$/, '')}${SUBCHAPTER_V_PATH}`;
}

/**
 * A fingerprint of the subchapter page from a HEAD request: its ETag, else its Last-Modified.
 * Null (always fetch) when the server sends neither.
 */
export async function probeUscode(context: LiveContext): Promise<string | null> {
  const response = await context.http.request(pageUrl(context), { method: 'HEAD', ratePerSecond: USCODE_RATE_PER_SECOND });
  const etag = response.headers.get('etag');
  if (etag) return `etag:${etag}`;
  const modified = response.headers.get('last-modified');
  return modified ? `last-modified:${modified}` : null;
}

/**
 * Fetches subchapter V of 21 U.S.C. from uscode.house.gov (`GET /view.xhtml?path=/prelim@title21/
 * chapter9/subchapter5&edition=prelim`, the OLRC's HTML, the same markup as its XHTML
 * downloads) and yields one record per section, stopping at `settings.maxRecords`.
 *
 * One page holds the whole subchapter, so there is no paging, and the Code offers no "changed
 * since" filter, so there is no cursor: the probe's ETag skips an unchanged page, and content
 * hashes keep unchanged sections from being published again. A page without any section (an
 * error page, a changed layout) fails the run.
 */
export async function* fetchUscodeLive(context: LiveContext): AsyncIterable<SourceItem> {
  const url = pageUrl(context);
  const page = parseUscodeHtml(await context.http.getText(url, { ratePerSecond: USCODE_RATE_PER_SECOND, headers: { Accept: 'text/html,application/xhtml+xml' } }));
  let yielded = 0;
  for (const section of page.sections) {
    if (yielded >= context.settings.maxRecords) {
      context.logger.warn({ maxRecords: context.settings.maxRecords }, 'U.S. Code fetch stopped at the record cap');
      return;
    }
    const id = uscRecordId(section.sectionNumber);
    yield validatedItem(FdcaSectionRecord, id, uscSectionBody(section, { format: 'uscode-html', sourceFile: null, edition: null }), `${url}#§ ${section.sectionNumber}`);
    yielded += 1;
  }
}
