import { parseCfr, referenceLookupKeys } from '../cfr.ts';

/**
 * Regulation focus areas (spec doc 3, `regulation_focus_areas[].cfr_part`, "naming part and
 * subpart"): the subpart a cited section sits in, for the two parts that hold most 483 citations.
 *
 * Section ranges are read off the CFR text in the shared mirror (cfr_title21: Part 211 eCFR print
 * of 2026-04-09; Part 820 markdown holding both texts). Part 820 changed on 2 February 2026 from
 * the Quality System Regulation (subparts A–O) to the Quality Management System Regulation
 * (subparts A–B); a citation is placed by the text in force on its date. Other parts are named at
 * part level, FD&C Act citations by their Act section.
 */

interface SubpartRange {
  subpart: string;
  title: string;
  /** First and last section numbers (after the dot), inclusive. */
  from: number;
  to: number;
}

const PART_211: readonly SubpartRange[] = [
  { subpart: 'A', title: 'General Provisions', from: 1, to: 3 },
  { subpart: 'B', title: 'Organization and Personnel', from: 22, to: 34 },
  { subpart: 'C', title: 'Buildings and Facilities', from: 42, to: 58 },
  { subpart: 'D', title: 'Equipment', from: 63, to: 72 },
  { subpart: 'E', title: 'Control of Components and Drug Product Containers and Closures', from: 80, to: 94 },
  { subpart: 'F', title: 'Production and Process Controls', from: 100, to: 115 },
  { subpart: 'G', title: 'Packaging and Labeling Control', from: 122, to: 137 },
  { subpart: 'H', title: 'Holding and Distribution', from: 142, to: 150 },
  { subpart: 'I', title: 'Laboratory Controls', from: 160, to: 176 },
  { subpart: 'J', title: 'Records and Reports', from: 180, to: 198 },
  { subpart: 'K', title: 'Returned and Salvaged Drug Products', from: 204, to: 208 },
];

const PART_820_QSR: readonly SubpartRange[] = [
  { subpart: 'A', title: 'General Provisions', from: 1, to: 5 },
  { subpart: 'B', title: 'Quality System Requirements', from: 20, to: 25 },
  { subpart: 'C', title: 'Design Controls', from: 30, to: 30 },
  { subpart: 'D', title: 'Document Controls', from: 40, to: 40 },
  { subpart: 'E', title: 'Purchasing Controls', from: 50, to: 50 },
  { subpart: 'F', title: 'Identification and Traceability', from: 60, to: 65 },
  { subpart: 'G', title: 'Production and Process Controls', from: 70, to: 75 },
  { subpart: 'H', title: 'Acceptance Activities', from: 80, to: 86 },
  { subpart: 'I', title: 'Nonconforming Product', from: 90, to: 90 },
  { subpart: 'J', title: 'Corrective and Preventive Action', from: 100, to: 100 },
  { subpart: 'K', title: 'Labeling and Packaging Control', from: 120, to: 130 },
  { subpart: 'L', title: 'Handling, Storage, Distribution, and Installation', from: 140, to: 170 },
  { subpart: 'M', title: 'Records', from: 180, to: 198 },
  { subpart: 'N', title: 'Servicing', from: 200, to: 200 },
  { subpart: 'O', title: 'Statistical Techniques', from: 250, to: 250 },
];

const PART_820_QMSR: readonly SubpartRange[] = [
  { subpart: 'A', title: 'General Provisions', from: 1, to: 7 },
  { subpart: 'B', title: 'Supplemental Provisions', from: 10, to: 45 },
];

/** The QMSR replaced the QSR on this day (89 FR 7496). */
export const QMSR_EFFECTIVE = '2026-02-02';

/**
 * The focus area of a cited reference on a date: `21 CFR 211 Subpart J — Records and Reports`,
 * `21 CFR 820 Subpart J — Corrective and Preventive Action`, `21 CFR 606` (part only),
 * `FDCA 501` (Act section), or null when the reference is neither.
 */
export function focusAreaOf(reference: string, date: string): string | null {
  const parts = parseCfr(reference.replace(/\s*\((?:QSR|QMSR)\)\s*$/i, ''));
  if (parts) {
    const table =
      parts.title !== 21
        ? null
        : parts.part === 211
          ? PART_211
          : parts.part === 820
            ? /\(QSR\)\s*$/i.test(reference) || date < QMSR_EFFECTIVE
              ? PART_820_QSR
              : PART_820_QMSR
            : null;
    const n = Number(parts.section);
    const range = table?.find((r) => n >= r.from && n <= r.to);
    const base = `${parts.title} CFR ${parts.part}`;
    return range ? `${base} Subpart ${range.subpart} — ${range.title}` : base;
  }
  const act = referenceLookupKeys(reference);
  return act?.kind === 'act' ? (act.keys.at(-1) ?? null) : null;
}
