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

const Versions = z.object({
  content_versions: z.array(
    z.object({
      identifier: z.string(),
      date: z.string(),
      amendment_date: z.string().nullable().optional(),
      type: z.string().optional(),
      removed: z.boolean().optional(),
    }),
  ),
});

type VersionList = z.infer<typeof Versions>['content_versions'];

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
 * Fetches each configured part of title 21 from the eCFR versioner API:
 *
 * 1. `GET /api/versioner/v1/titles.json`: the point-in-time date is `settings.ecfr.date`, else
 *    title 21's `up_to_date_as_of` (else `latest_amended_on`).
 * 2. Per part, `GET /api/versioner/v1/versions/title-21.json?part=N`: every version of every
 *    section with its amendment date. With a cursor (the date of the last complete run), a part
 *    none of whose sections has a version dated after the cursor is skipped: it has not changed.
 * 3. Per changed part, `GET /api/versioner/v1/full/{date}/title-21.xml?part=N`: the part's text.
 *
 * One part is one page; a part that fails (unknown part, bad XML) is dead-lettered and the others
 * go on. Stops at `settings.maxRecords` sections; the cursor advances only after a complete run.
 */
export async function* fetchEcfrLive(context: LiveContext): AsyncIterable<SourceItem> {
  const root = base(context);
  const title = await title21(context);
  const date = context.settings.ecfr.date ?? title.upToDate ?? title.latestAmendedOn;
  if (!date) throw new Error(`${root}/api/versioner/v1/titles.json: title 21 has no up-to-date date`);
  let yielded = 0;
  for (const part of context.settings.ecfr.parts) {
    const versionsUrl = `${root}/api/versioner/v1/versions/title-21.json?part=${encodeURIComponent(part)}`;
    let versions: VersionList;
    try {
      const parsed = Versions.safeParse(await context.http.getJson(versionsUrl, { ratePerSecond: ECFR_RATE_PER_SECOND }));
      if (!parsed.success) throw new Error(`unexpected versions shape (${parsed.error.issues[0]?.message ?? 'invalid'})`);
      versions = parsed.data.content_versions;
    } catch (error) {
      yield { ok: false, reason: `part ${part} versions: ${errorMessage(error)}`, ref: versionsUrl };
      continue;
    }
    if (context.cursor && !versions.some((version) => version.date > context.cursor! && version.date <= date)) {
      context.logger.debug({ part, since: context.cursor }, 'part unchanged since the last run; skipped');
      continue;
    }
    const xmlUrl = `${root}/api/versioner/v1/full/${date}/title-21.xml?part=${encodeURIComponent(part)}`;
    let parsed: ReturnType<typeof parseEcfrXml>;
    try {
      const xml = await context.http.getText(xmlUrl, { ratePerSecond: ECFR_RATE_PER_SECOND, headers: { Accept: 'application/xml' } });
      parsed = parseEcfrXml(xml, { version: (number) => versionOn(number, date) });
    } catch (error) {
      yield { ok: false, reason: `part ${part}: ${errorMessage(error)}`, ref: xmlUrl };
      continue;
    }
    for (const failure of parsed.failures) yield { ok: false, reason: failure.reason, ref: `${xmlUrl}#${failure.ref}` };
    for (const section of parsed.sections) {
      if (yielded >= context.settings.maxRecords) {
        context.logger.warn({ maxRecords: context.settings.maxRecords }, 'eCFR fetch stopped at the record cap');
        return;
      }
      const own = versions.filter((version) => version.identifier === section.sectionNumber && version.date <= date && !version.removed);
      const amendmentDates = own.flatMap((version) => (version.amendment_date && ISO_DATE.test(version.amendment_date) ? [version.amendment_date] : []));
      // The date the section's current text took effect, not the as-of date of the request: the
      // as-of date moves every day, and with it every body, while the text stays the same.
      const effectiveDate = own.map((version) => version.date).filter((value) => ISO_DATE.test(value)).sort().pop() ?? date;
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
  }
  context.setCursor(date);
}
