import { chunkDocument } from '../rule-documents/chunker.ts';
import type { RuleDocumentChunk } from '../rule-documents/record.ts';
import type { MedicineRow } from './parse-medicine-table.ts';
import { EMA_PUBLISHER } from './record.ts';

/**
 * One EMA medicine as a rule-document body. The searchable text is a short markdown rendering of
 * the table's descriptive fields (what the medicine is, its indication, classification and
 * regulatory history), so a question like "orphan medicines for multiple myeloma" finds it; the
 * same fields are also typed on the record for filtering.
 *
 * Id: `ema-medicine:<EMA product number>` (e.g. `ema-medicine:EMEA/H/C/000774`), EMA's own key
 * for a medicine, stable across the table's daily regenerations.
 */

const FLAG_LABELS: ReadonlyArray<readonly [keyof MedicineRow['flags'], string]> = [
  ['orphan_medicine', 'orphan medicine'],
  ['biosimilar', 'biosimilar'],
  ['generic_or_hybrid', 'generic or hybrid medicine'],
  ['advanced_therapy', 'advanced therapy medicinal product'],
  ['conditional_approval', 'conditional marketing authorisation'],
  ['exceptional_circumstances', 'authorised under exceptional circumstances'],
  ['accelerated_assessment', 'accelerated assessment'],
  ['prime_priority_medicine', 'PRIME priority medicine'],
  ['additional_monitoring', 'under additional monitoring'],
  ['patient_safety', 'patient safety information'],
];

const DATE_LABELS: ReadonlyArray<readonly [keyof MedicineRow['dates'], string]> = [
  ['marketing_authorisation_date', 'Marketing authorisation'],
  ['ec_decision_date', 'Latest European Commission decision'],
  ['opinion_date', 'Opinion adopted'],
  ['refusal_date', 'Marketing authorisation refused'],
  ['application_withdrawal_date', 'Application withdrawn'],
  ['withdrawal_expiry_revocation_lapse_date', 'Withdrawal, expiry, revocation or lapse of the authorisation'],
  ['suspension_date', 'Authorisation suspended'],
];

export function medicineId(row: MedicineRow): string {
  return `ema-medicine:${row.product_number}`;
}

/** The medicine as readable markdown: the text that is chunked for search. */
export function renderMedicine(row: MedicineRow): string {
  const lines: string[] = [`# ${row.name}`, ''];
  const substance = row.inn ?? (row.active_substances.length > 0 ? row.active_substances.join(', ') : null);
  lines.push(
    `${row.name}${substance ? ` (${substance})` : ''} is a ${row.category} medicine assessed by the European Medicines Agency, product number ${row.product_number}. Status: ${row.medicine_status}${row.opinion_status ? ` (opinion: ${row.opinion_status})` : ''}.`,
  );
  if (row.therapeutic_indication) lines.push('', '## Therapeutic indication', '', row.therapeutic_indication);
  if (row.therapeutic_areas.length > 0) lines.push('', '## Therapeutic area', '', row.therapeutic_areas.join('; '));
  const classification = [
    row.inn ? `International non-proprietary name: ${row.inn}.` : null,
    row.active_substances.length > 0 ? `Active substance: ${row.active_substances.join('; ')}.` : null,
    row.atc_code ? `ATC code: ${row.atc_code}.` : null,
    row.atcvet_code ? `ATCvet code: ${row.atcvet_code}.` : null,
    row.pharmacotherapeutic_group ? `Pharmacotherapeutic group: ${row.pharmacotherapeutic_group}.` : null,
    row.species.length > 0 ? `Target species: ${row.species.join(', ')}.` : null,
  ].filter((line): line is string => line !== null);
  if (classification.length > 0) lines.push('', '## Substance and classification', '', classification.join(' '));
  const flags = FLAG_LABELS.filter(([field]) => row.flags[field] === true).map(([, label]) => label);
  const dates = DATE_LABELS.filter(([field]) => row.dates[field] !== null).map(([field, label]) => `${label}: ${row.dates[field]}.`);
  const authorisation = [
    row.marketing_authorisation_holder ? `Marketing authorisation holder or applicant: ${row.marketing_authorisation_holder}.` : null,
    ...dates,
    flags.length > 0 ? `Particulars: ${flags.join('; ')}.` : null,
  ].filter((line): line is string => line !== null);
  if (authorisation.length > 0) lines.push('', '## Authorisation', '', authorisation.join(' '));
  return lines.join('\n');
}

/** The body of one medicine. `sourceFile` names the table file it was read from. */
export function medicineBody(row: MedicineRow, sourceFile: string): Record<string, unknown> & { chunks: RuleDocumentChunk[] } {
  const { dates, flags } = row;
  return {
    source_id: 'ema',
    publisher: EMA_PUBLISHER,
    document_type: 'EPAR',
    reference: row.product_number,
    title: row.name,
    issue_date: dates.first_published_date,
    issue_month: dates.first_published_date?.slice(0, 7) ?? null,
    // The authorisation is what takes effect; medicines never authorised have none.
    effective_date: dates.marketing_authorisation_date,
    updated_date: dates.last_updated_date,
    // Draft/final does not apply to a medicine's entry; its state is `medicine_status`.
    status: null,
    therapeutic_area: row.therapeutic_areas.length > 0 ? row.therapeutic_areas : null,
    url: row.url,
    source_file: sourceFile,
    part: null,
    category: row.category,
    medicine_status: row.medicine_status,
    opinion_status: row.opinion_status,
    latest_procedure: row.latest_procedure,
    inn: row.inn,
    active_substances: row.active_substances,
    atc_code: row.atc_code,
    atcvet_code: row.atcvet_code,
    pharmacotherapeutic_group: row.pharmacotherapeutic_group,
    species: row.species.length > 0 ? row.species : null,
    marketing_authorisation_holder: row.marketing_authorisation_holder,
    ...flags,
    ...dates,
    revision_number: row.revision_number,
    chunks: chunkDocument(renderMedicine(row), { style: 'markdown' }),
  };
}
