import type { LiveContext, SourceItem } from '../../connector.ts';
import { pdfToText } from '../../formats/pdf-text.ts';
import { HttpError } from '../../http/http-client.ts';
import { errorMessage, validatedItem } from '../../validate-item.ts';
import { ichRecordId, ichSectionBody, parseGuidelineText } from './guideline-document.ts';
import { guideline, guidelinePage, LIVE_GUIDELINES, type Guideline } from './guidelines.ts';
import { findGuidelinePdfLink } from './pdf-link.ts';
import { IchSectionRecord } from './record.ts';

/** ICH's document host; `settings.baseUrl` replaces it (tests point it at a replay server). */
export const ICH_ORIGIN = 'https://database.ich.org';
/** ich.org publishes no rate limit; one request a second for a run of seven PDFs is polite. */
export const ICH_RATE_PER_SECOND = 1;

function liveGuidelines(): Guideline[] {
  return LIVE_GUIDELINES.map((code) => guideline(code)).filter((entry): entry is Guideline => entry !== undefined);
}

/** ICH's site, where the guideline family pages live; `settings.baseUrl` replaces it too. */
export const ICH_SITE = 'https://www.ich.org';

/** An ich.org or database.ich.org URL under the configured base URL (tests: the replay server). */
function rebase(url: string, context: LiveContext): string {
  if (!context.settings.baseUrl) return url;
  const base = context.settings.baseUrl.replace(/\/+$/, '');
  return url.replace(ICH_ORIGIN, base).replace(ICH_SITE, base);
}

/** The PDF to ask for: a URL configured for the code (`REGINTEL_SOURCE_FILES`), else the catalogue's. */
function urlOf(entry: Guideline, context: LiveContext): string {
  return context.settings.files?.[entry.code] ?? rebase(entry.url, context);
}

/**
 * The guideline's PDF link read again from its ICH page, after the pinned link answered 404.
 * Throws when the page cannot be read or links no PDF of the guideline.
 */
async function resolveFromPage(entry: Guideline, context: LiveContext, pages: Map<string, Promise<string>>): Promise<string> {
  const page = guidelinePage(entry.code);
  if (!page) throw new Error(`no ICH page known for ${entry.code}`);
  // One family page serves every guideline of the family: read once per run.
  if (!pages.has(page)) pages.set(page, context.http.getText(rebase(page, context), { ratePerSecond: ICH_RATE_PER_SECOND, headers: { Accept: 'text/html' } }));
  const html = await pages.get(page)!;
  const link = findGuidelinePdfLink(html, entry.code, page);
  if (!link) throw new Error(`${page} links no PDF of ${entry.code}`);
  return rebase(link, context);
}

/** GET of a guideline PDF; on 404, once more at the link its ICH page gives now. */
async function getGuidelinePdf(entry: Guideline, url: string, headers: Record<string, string>, context: LiveContext, pages: Map<string, Promise<string>>): Promise<{ url: string; response: Awaited<ReturnType<LiveContext['http']['request']>> }> {
  try {
    return { url, response: await context.http.request(url, { headers, ratePerSecond: ICH_RATE_PER_SECOND }) };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 404 || context.settings.files?.[entry.code]) throw error;
    let moved: string;
    try {
      moved = await resolveFromPage(entry, context, pages);
    } catch (resolveError) {
      throw new Error(`${errorMessage(error)}; re-reading the link from its ICH page failed: ${errorMessage(resolveError)}`);
    }
    if (moved === url) throw error;
    context.logger.warn({ guideline: entry.code, was: url, now: moved }, 'guideline PDF moved; fetched from the link on its ICH page (set it in REGINTEL_SOURCE_FILES to skip the page)');
    // The validator of the old file says nothing about the new one.
    const fresh = Object.fromEntries(Object.entries(headers).filter(([name]) => !/^if-/i.test(name)));
    return { url: moved, response: await context.http.request(moved, { headers: fresh, ratePerSecond: ICH_RATE_PER_SECOND }) };
  }
}

/** The validator a later conditional request can send: the ETag, else the Last-Modified date. */
function validatorOf(headers: Headers): string | null {
  const etag = headers.get('etag');
  if (etag) return `etag:${etag}`;
  const modified = headers.get('last-modified');
  return modified ? `last-modified:${modified}` : null;
}

/**
 * A fingerprint of the guideline PDFs from a HEAD request each: their ETags (or Last-Modified
 * dates). A PDF whose HEAD fails counts as `error`, so one broken link does not fail the probe.
 */
export async function probeIch(context: LiveContext): Promise<string | null> {
  const parts: string[] = [];
  for (const entry of liveGuidelines()) {
    try {
      const response = await context.http.request(urlOf(entry, context), { method: 'HEAD', ratePerSecond: ICH_RATE_PER_SECOND });
      parts.push(`${entry.code}=${validatorOf(response.headers) ?? 'none'}`);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      parts.push(`${entry.code}=error`);
    }
  }
  return parts.join(';');
}

function readCursor(cursor: string | null): Record<string, string> {
  if (!cursor) return {};
  try {
    const parsed = JSON.parse(cursor) as unknown;
    return parsed && typeof parsed === 'object' ? Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};
  } catch {
    return {};
  }
}

/**
 * Downloads the guideline PDFs from ich.org (Q7, Q9(R1), Q10, E6(R3), Q8(R2), Q11, Q5E: see
 * `GUIDELINES` for the URLs), extracts their text with pdf.js and outlines the sections as for
 * the mirror. Incremental by HTTP validators: the cursor keeps each PDF's ETag (or
 * Last-Modified), sent back as `If-None-Match` / `If-Modified-Since`; a `304 Not Modified` PDF is
 * skipped. One PDF that fails is dead-lettered and the others go on. Stops at
 * `settings.maxRecords` sections, and then keeps the old cursor so the rest is fetched next time.
 */
export async function* fetchIchLive(context: LiveContext): AsyncIterable<SourceItem> {
  const previous = readCursor(context.cursor);
  const next: Record<string, string> = { ...previous };
  const pages = new Map<string, Promise<string>>();
  let yielded = 0;
  for (const entry of liveGuidelines()) {
    const url = urlOf(entry, context);
    const known = previous[entry.code];
    const headers: Record<string, string> = { Accept: 'application/pdf' };
    if (known?.startsWith('etag:')) headers['If-None-Match'] = known.slice('etag:'.length);
    if (known?.startsWith('last-modified:')) headers['If-Modified-Since'] = known.slice('last-modified:'.length);
    let items: SourceItem[];
    try {
      const { url: fetchedUrl, response } = await getGuidelinePdf(entry, url, headers, context, pages);
      if (response.status === 304) {
        context.logger.debug({ guideline: entry.code }, 'guideline PDF not modified since the last run; skipped');
        continue;
      }
      const document = parseGuidelineText(await pdfToText(response.body), entry.code);
      items = document.sections.map((section) =>
        validatedItem(IchSectionRecord, ichRecordId(entry.code, section.number), ichSectionBody(document, section, { format: 'pdf', sourceFile: null }), `${fetchedUrl}#${section.number}`),
      );
      const validator = validatorOf(response.headers);
      if (validator) next[entry.code] = validator;
      else delete next[entry.code];
    } catch (error) {
      // The PDF was not read: dead-lettered as incomplete, so the run is partial and the next run
      // asks for it again even when the probe sees nothing new.
      yield { ok: false, reason: `${entry.code}: ${errorMessage(error)}`, ref: url, incomplete: true };
      continue;
    }
    for (const item of items) {
      if (yielded >= context.settings.maxRecords) {
        context.logger.warn({ maxRecords: context.settings.maxRecords }, 'ICH fetch stopped at the record cap');
        return;
      }
      yield item;
      yielded += 1;
    }
  }
  context.setCursor(JSON.stringify(next));
}
