import type { AlertPayload } from './alert-records.ts';

/*
 * The alert e-mail, as a pure function of the alert: a plain-text message a compliance reader can
 * act on without opening anything — the facility, what changed, and the diff before and after.
 * No links and no HTML: nothing to click, nothing a mail filter rewrites, nothing to phish with.
 */

const TITLES: Record<AlertPayload['type'], string> = {
  new_citation: 'New 483 citation',
  classification_change: 'Inspection classification changed',
  risk_score_change: 'Risk score changed',
  test: 'Test alert',
};

/** Readable names of the diff fields this path produces; others are shown by their key. */
const LABELS: Record<string, string> = {
  citation_id: 'Citation',
  inspection_id: 'Inspection',
  date: 'Inspection date',
  end_date: 'Inspection end date',
  act_cfr_number: 'Act/CFR number',
  cfr_section: 'CFR section',
  short_description: 'Description',
  classification: 'Classification',
  risk_score: 'Risk score',
  risk_level: 'Risk level',
};

const REASONS: Record<string, string> = { points: 'moved 5 points or more', band: 'changed band', first_score: 'first score' };

/** Strips line breaks and other control characters: a header value is one line, whatever the data holds. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(1);
  if (typeof value === 'string') return oneLine(value);
  return oneLine(JSON.stringify(value));
}

/** `before`/`after` as indented `Label: value` lines (an object), one value line (a scalar), or "(none)". */
function side(value: unknown): string[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return ['    (none)'];
    return entries.map(([key, v]) => `    ${LABELS[key] ?? key}: ${show(v)}`);
  }
  return [`    ${show(value)}`];
}

/** The subject: what happened, to which facility (one line, at most ~150 characters). */
export function alertEmailSubject(payload: AlertPayload): string {
  const facility = oneLine(payload.facility_name ?? '') || `FEI ${payload.fei_number}`;
  const subject = `[RegIntel] ${TITLES[payload.type]}: ${facility} (FEI ${payload.fei_number})`;
  return subject.length > 150 ? `${subject.slice(0, 149)}…` : subject;
}

/** The plain-text body. */
export function alertEmailText(payload: AlertPayload): string {
  const diff = payload.diff as { before: unknown; after: unknown; delta?: unknown; reasons?: unknown };
  const lines = [
    `${TITLES[payload.type]} for a facility on your RegIntel watchlist.`,
    '',
    `Facility:     ${show(payload.facility_name)}`,
    `FEI number:   ${payload.fei_number}`,
    `Change:       ${payload.type}`,
    `Detected at:  ${payload.occurred_at}`,
  ];
  if (typeof diff.delta === 'number') lines.push(`Score delta:  ${diff.delta > 0 ? '+' : ''}${show(diff.delta)} points`);
  if (Array.isArray(diff.reasons) && diff.reasons.length > 0) lines.push(`Why it counts: ${diff.reasons.map((r) => REASONS[String(r)] ?? show(r)).join(', ')}`);
  lines.push('', 'Before:', ...side(diff.before), '', 'After:', ...side(diff.after), '');
  lines.push(
    `Alert id:     ${payload.alert_id}`,
    `Watchlist id: ${payload.watchlist_id}`,
    '',
    'The same alert went to your webhook, if the entry has one; the API lists it under',
    'GET /v1/483/alerts (alert id above). To stop these e-mails, delete the watchlist entry.',
    '',
  );
  return lines.join('\n');
}
