import { parseCsvTable } from '../../formats/csv.ts';

/** One deficiency code of the CLIIL legend. */
export interface DeficiencyLegendEntry {
  deficiency: string;
  /** null where FDA writes 'n/a'. */
  cfr_reference: string | null;
}

/** Legend by two-digit code ('00' … '21'). */
export type DeficiencyLegend = ReadonlyMap<string, DeficiencyLegendEntry>;

/**
 * FDA's CLIIL deficiency-code legend ("Clinical Investigator Inspection List (CIIL) Database
 * Codes", fda.gov), built in because the live download carries only the codes. The mirror's
 * `deficiency_code_mapping.csv` overrides it entry by entry when present.
 */
export const FDA_DEFICIENCY_LEGEND: DeficiencyLegend = new Map<string, DeficiencyLegendEntry>(
  (
    [
      ['00', 'No deficiencies noted', null],
      ['01', 'Records availability', '21 CFR 312.62'],
      ['02', 'Failure to obtain and/or document subject consent', '21 CFR 312.60, 50.20, 50.27'],
      ['03', 'Inadequate informed consent form', '21 CFR 50.25'],
      ['04', 'Inadequate drug accountability', '21 CFR 312.60, 312.62'],
      ['05', 'Failure to follow investigational plan', '21 CFR 312.60'],
      ['06', 'Inadequate and inaccurate records', '21 CFR 312.62'],
      ['07', 'Unapproved concomitant therapy', '21 CFR 312.60'],
      ['08', 'Inappropriate payment to volunteers', '21 CFR 50.20'],
      ['09', 'Unapproved use of drug before IND submission', '21 CFR 312.40(d)'],
      ['10', 'Inappropriate delegation of authority', '21 CFR 312.7, 312.61'],
      ['11', 'Inappropriate use/commercialization of IND', '21 CFR 312.7, 312.61'],
      ['12', 'Failure to list additional investigators on 1572', '21 CFR 312.60'],
      ['13', 'Subjects receiving simultaneous investigational drugs', '21 CFR 312.60'],
      ['14', 'Failure to obtain or document IRB approval', '21 CFR 312.60, 62, 66; 56.103'],
      ['15', 'Failure to notify IRB of changes, failure to submit progress reports', '21 CFR 312.66'],
      ['16', 'Failure to report adverse drug reactions', '21 CFR 312.64, 312.66'],
      ['17', 'Submission of false information', '21 CFR 312.70'],
      ['18', 'Other', null],
      ['19', 'Failure to supervise or personally conduct the clinical investigation', '21 CFR 312.60'],
      ['20', 'Failure to protect the rights, safety, and welfare of subjects', '21 CFR 312.60'],
      ['21', 'Failure to permit FDA access to records', '21 CFR 312.68'],
    ] as const
  ).map(([code, deficiency, cfr]) => [code, { deficiency, cfr_reference: cfr }]),
);

/**
 * Reads a deficiency-code mapping CSV (`code, deficiency, cfr_reference`, one row per code) into
 * a legend. Other columns are ignored on purpose: the published mapping carries a
 * `mapped_clinical_impact_factor` its repository's author added, which is not FDA data. Throws
 * when the file is empty, lacks a column or has no usable row.
 */
export function parseDeficiencyMapping(text: string): Map<string, DeficiencyLegendEntry> {
  const table = parseCsvTable(text, ['code', 'deficiency', 'cfr_reference']);
  const legend = new Map<string, DeficiencyLegendEntry>();
  for (const { values } of table.rows) {
    const code = deficiencyCode(values.code ?? '');
    const deficiency = (values.deficiency ?? '').replace(/\s+/g, ' ').trim();
    if (code === null || deficiency === '') continue;
    const cfr = (values.cfr_reference ?? '').replace(/\s+/g, ' ').trim();
    legend.set(code, { deficiency, cfr_reference: cfr === '' || /^n\/?a$/i.test(cfr) ? null : cfr });
  }
  if (legend.size === 0) throw new Error('no deficiency code rows');
  return legend;
}

/** '5', '05', ' 05 ' → '05'; null unless one or two digits. */
export function deficiencyCode(raw: string): string | null {
  const value = raw.trim();
  return /^\d{1,2}$/.test(value) ? value.padStart(2, '0') : null;
}
