import { z } from 'zod';
import type { LiveContext, SourceItem } from '../../connector.ts';
import { cfrSectionBody, ecfrRecordId, ecfrSectionUrl, PART_REVISIONS } from './cfr-section.ts';
import { parseEcfrXml } from './parse-ecfr-xml.ts';
import { EcfrSectionRecord } from './record.ts';
import { errorMessage, validatedItem } from '../../validate-item.ts';

/** The eCFR's public host; `settings.baseUrl` replaces it (tests point it at a replay server). */
export const ECFR_BASE_URL = 'https://www.ecfr.gov';
/**
 * The eCFR API publishes no rate limit; one request a second keeps a run of eight parts (two
 * requests each) well inside what a browser would do.
 */
export const ECFR_RATE_PER_SECOND = 1;

const Titles = z.object({
  titles: z.array(
    z.object({
      number: z.number(),
      latest_amended_on: z.string().nullable().optional(),
      up_to_date_as_of: z.string().nullable().optional(),
    }),
  ),
});

/**
 * One page of `GET /api/versioner/v1/versions/title-21.json`. The Versioner documents `date` as
 * deprecated in favour of `amendment_date`, results paginated at 1,000 a page (`meta.total_pages`),
 * and at least one `issue_date` parameter as required.
 */
const Versions = z.object({
  content_versions: z.array(
    z.object({
      identifier: z.string(),
      amendment_date: z.string().nullable().optional(),
      /** Deprecated by eCFR; read only when `amendment_date` is absent. */
      date: z.string().nullable().optional(),
      issue_date: z.string().nullable().optional(),
      type: z.string().optional(),
      removed: z.boolean().optional(),
    }),
  ),
  meta: z.looseObject({ total_pages: z.number().int().min(0).optional() }).optional(),
});

type VersionList = z.infer<typeof Versions>['content_versions'];
type Version = VersionList[number];

/** The date a version took effect: `amendment_date`, else the deprecated `date`. */
export function amendmentDateOf(version: Version): string | null {
  return version.amendment_date ?? version.date ?? null;
}

/** The date a version appeared in the eCFR (what "changed since the last run" compares). */
function issuedOn(version: Version): string | null {
  return version.issue_date ?? amendmentDateOf(version);
}

/** Most pages of versions read for one part: a guard against a `total_pages` gone wrong. */
const MAX_VERSION_PAGES = 50;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function base(context: LiveContext): string {
  return (context.settings.baseUrl ?? ECFR_BASE_URL).replace(/\/+$/, '');
}

async function title21(context: LiveContext): Promise<{ latestAmendedOn: string | null; upToDate: string | null }> {
  const url = `${base(context)}/api/versioner/v1/titles.json`;
  const parsed = Titles.safeParse(await context.http.getJson(url, { ratePerSecond: ECFR_RATE_PER_SECOND }));
  if (!parsed.success) throw new Error(`${url}: unexpected titles.json shape (${parsed.error.issues[0]?.message ?? 'invalid'})`);
  const entry = parsed.data.titles.find((title) => title.number === 21);
  if (!entry) throw new Error(`${url}: title 21 is not listed`);
  return { latestAmendedOn: entry.latest_amended_on ?? null, upToDate: entry.up_to_date_as_of ?? null };
}

/** The version of a part's text in force on `date` when the part was replaced as a whole (820). */
function versionOn(part: string, date: string): string | null {
  const revision = PART_REVISIONS[part];
  if (!revision) return null;
  return date >= revision.effective ? revision.revised : revision.prior;
}

/**
 * The fingerprint of the live source: title 21's latest amendment date (titles.json) with the
 * point-in-time date and the part list asked for. Unchanged means no part of title 21 was
 * amended since the last run, so the run is skipped.
 */
export async function probeEcfr(context: LiveContext): Promise<string | null> {
  const title = await title21(context);
  if (!title.latestAmendedOn) return null;
  return `latest_amended_on=${title.latestAmendedOn};date=${context.settings.ecfr.date ?? 'current'};parts=${context.settings.ecfr.parts.join(',')}`;
}

/**
 * The cursor: per part, the as-of date of the last run that read the part in full. A plain date
 * (the cursor of earlier versions) stands for every part.
 */
export function readPartCursor(cursor: string | null): Record<string, string> | string | null {
  if (!cursor) return null;
  if (ISO_DATE.test(cursor)) return cursor;
  try {
    const parsed = JSON.parse(cursor) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && ISO_DATE.test(entry[1])));
  } catch {
    return null;
  }
}

/** Every version of a part issued on or before `asOf`, page by page (`meta.total_pages`). */
async function partVersions(context: LiveContext, root: string, part: string, asOf: string): Promise<{ url: string; versions: VersionList }> {
  const versions: VersionList = [];
  const firstUrl = versionsUrl(root, part, asOf, 1);
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const url = versionsUrl(root, part, asOf, page);
    const parsed = Versions.safeParse(await context.http.getJson(url, { ratePerSecond: ECFR_RATE_PER_SECOND }));
    if (!parsed.success) throw new Error(`${url}: unexpected versions shape (${parsed.error.issues[0]?.message ?? 'invalid'})`);
    versions.push(...parsed.data.content_versions);
    pages = Math.min(MAX_VERSION_PAGES, parsed.data.meta?.total_pages ?? 1);
  }
  return { url: firstUrl, versions };
}

function versionsUrl(root: string, part: string, asOf: string, page: number): string {
  const query = new URLSearchParams({ part, 'issue_date[lte]': asOf });
  if (page > 1) query.set('page', String(page));
  return `${root}/api/versioner/v1/versions/title-21.json?${query.toString()}`;
}

/**
 * Fetches each configured part of title 21 from the eCFR versioner API:
 *
 * 1. `GET /api/versioner/v1/titles.json`: the point-in-time date is `settings.ecfr.date`, else
 *    title 21's `up_to_date_as_of` (else `latest_amended_on`).
 * 2. Per part, `GET /api/versioner/v1/versions/title-21.json?part=N&issue_date[lte]=<as-of>`, every
 *    page: every version of every section with its `amendment_date`. A part with a cursor date and
 *    no version issued after it is skipped: it has not changed.
 * 3. Per changed part, `GET /api/versioner/v1/full/{date}/title-21.xml?part=N`: the part's text.
 *
 * A part whose request fails (eCFR answers 503 while it reprocesses a title) is dead-lettered as
 * `incomplete` and the others go on; the cursor advances only for the parts read in full, so the
 * failed one is asked for again next run. Stops at `settings.maxRecords` sections, without moving
 * the cursor.
 */
export async function* fetchEcfrLive(context: LiveContext): AsyncIterable<SourceItem> {
  const root = base(context);
  const title = await title21(context);
  const date = context.settings.ecfr.date ?? title.upToDate ?? title.latestAmendedOn;
  if (!date) throw new Error(`${root}/api/versioner/v1/titles.json: title 21 has no up-to-date date`);
  const previous = readPartCursor(context.cursor);
  const sinceOf = (part: string) => (typeof previous === 'string' ? previous : (previous?.[part] ?? null));
  const next: Record<string, string> = {};
  let yielded = 0;
  for (const part of context.settings.ecfr.parts) {
    const since = sinceOf(part);
    let versions: VersionList;
    let listUrl = versionsUrl(root, part, date, 1);
    try {
      ({ url: listUrl, versions } = await partVersions(context, root, part, date));
    } catch (error) {
      yield { ok: false, reason: `part ${part} versions: ${errorMessage(error)}`, ref: listUrl, incomplete: true };
      if (since) next[part] = since;
      continue;
    }
    if (since && !versions.some((version) => (issuedOn(version) ?? '') > since && (issuedOn(version) ?? '') <= date)) {
      context.logger.debug({ part, since }, 'part unchanged since the last run; skipped');
      // Its versions were read in full up to the as-of date: nothing to read again before it.
      next[part] = date;
      continue;
    }
    const xmlUrl = `${root}/api/versioner/v1/full/${date}/title-21.xml?part=${encodeURIComponent(part)}`;
    let parsed: ReturnType<typeof parseEcfrXml>;
    try {
      const xml = await context.http.getText(xmlUrl, { ratePerSecond: ECFR_RATE_PER_SECOND, headers: { Accept: 'application/xml' } });
      parsed = parseEcfrXml(xml, { version: (number) => versionOn(number, date) });
    } catch (error) {
      yield { ok: false, reason: `part ${part}: ${errorMessage(error)}`, ref: xmlUrl, incomplete: true };
      if (since) next[part] = since;
      continue;
    }
    for (const failure of parsed.failures) yield { ok: false, reason: failure.reason, ref: `${xmlUrl}#${failure.ref}` };
    for (const section of parsed.sections) {
      if (yielded >= context.settings.maxRecords) {
        context.logger.warn({ maxRecords: context.settings.maxRecords }, 'eCFR fetch stopped at the record cap');
        return;
      }
      const own = versions.filter((version) => version.identifier === section.sectionNumber && (amendmentDateOf(version) ?? '') <= date && !version.removed);
      const amendmentDates = own.flatMap((version) => {
        const amended = amendmentDateOf(version);
        return amended && ISO_DATE.test(amended) ? [amended] : [];
      });
      // The date the section's current text took effect, not the as-of date of the request: the
      // as-of date moves every day, and with it every body, while the text stays the same.
      const effectiveDate = [...amendmentDates].sort().pop() ?? date;
      const id = ecfrRecordId(section, PART_REVISIONS[section.part]?.revised ?? null);
      const body = cfrSectionBody(section, {
        format: 'ecfr-xml',
        effectiveDate,
        sourceFile: null,
        sourceUrl: ecfrSectionUrl(section.sectionNumber, context.settings.ecfr.date),
        extraAmendmentDates: amendmentDates,
      });
      yield validatedItem(EcfrSectionRecord, id, body, `${xmlUrl}#§ ${section.sectionNumber}`);
      yielded += 1;
    }
    next[part] = date;
  }
  context.setCursor(JSON.stringify(next));
}
