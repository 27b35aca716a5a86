import { z } from 'zod';
import { ApiError } from '../platform/errors.ts';
import { queryBool } from '../inspections/common.ts';

/*
 * Path and query parameters of the knowledge-graph API, with document 3's own error messages
 * (family A: `{ error: <message>, status_code }`). The zod schemas here only bound the raw
 * strings; the spec's messages come from these parsers, thrown as ApiError, so the wording is
 * exactly the spec's and never zod's.
 */

export const INVALID_CFR = 'Invalid CFR format. Use format: 21-CFR-XXX.YY';
export const INVALID_GUIDELINE = 'Invalid guideline. Must be: Q7, Q9, or Q10';
export const INVALID_SECTION = 'Invalid section format. Use format: X.Y (e.g., 4.4)';

/** The guidelines document 3 serves. */
export const KG_GUIDELINES = ['Q7', 'Q9', 'Q10'] as const;
export type KgGuideline = (typeof KG_GUIDELINES)[number];

/** The product types document 3 accepts (`supplement` appears in the taxonomy, not in requests). */
export const KG_PRODUCT_TYPES = ['drug', 'food', 'device', 'api'] as const;
export type KgProductType = (typeof KG_PRODUCT_TYPES)[number];

/**
 * `{cfr}` of GET /v1/kg/regulations: `21-CFR-211.56`, `21CFR211.56` (normalised) or `211.56`
 * (Title 21 assumed), case-insensitive. Spaces are not supported in the path (spec), and neither is
 * a paragraph: the answer is the section, its paragraphs are in `full_text.subsections`. Returns the
 * graph id `21 CFR 211.56`.
 */
export function parseKgCfr(raw: string): { section: string; part: number; number: string } {
  const match = /^(?:21-?CFR-?)?(\d{1,4})\.(\d{1,5})$/i.exec(raw);
  if (!match) throw new ApiError('VALIDATION_ERROR', INVALID_CFR);
  const part = Number(match[1]);
  // Leading zeros are not part of a CFR number (`0211.056` is not a section anyone cites).
  if (part === 0 || /^0\d/.test(match[1]!) || /^0\d/.test(match[2]!)) throw new ApiError('VALIDATION_ERROR', INVALID_CFR);
  const number = `${part}.${match[2]}`;
  return { section: `21 CFR ${number}`, part, number };
}

/**
 * `{guideline}`: Q7, Q9 or Q10, any case; `Q9(R1)` / `Q9R1` name the current Q9. A well-formed ICH
 * code this API does not serve (`Q11`, `E6(R3)`) is 404 `Guideline not found: <id>`; anything else 400.
 */
export function parseKgGuideline(raw: string): KgGuideline {
  const upper = raw.trim().toUpperCase();
  if (upper === 'Q9(R1)' || upper === 'Q9R1') return 'Q9';
  if ((KG_GUIDELINES as readonly string[]).includes(upper)) return upper as KgGuideline;
  if (/^[QESM]\d{1,2}[A-Z]?(?:\(?R\d\)?)?$/.test(upper)) throw new ApiError('NOT_FOUND', `Guideline not found: ${raw.trim().slice(0, 20)}`);
  throw new ApiError('VALIDATION_ERROR', INVALID_GUIDELINE);
}

/**
 * `{section}`: `X.Y` or a top-level `X` (Q9's annex sections `I.5`, `II.4` too). A trailing zero of
 * the last level is dropped (`12.40` → `12.4`: Q7 numbers its paragraphs 12.40, 12.41 … under
 * subsection 12.4). `4-4` and `Section 4.4` are 400.
 */
export function parseKgSection(raw: string): string {
  const match = /^((?:[IVX]{1,4}|\d{1,2})(?:\.\d{1,3}){0,3})$/i.exec(raw.trim());
  if (!match) throw new ApiError('VALIDATION_ERROR', INVALID_SECTION);
  const parts = match[1]!.toUpperCase().split('.');
  if (parts.length > 1) {
    const last = parts[parts.length - 1]!.replace(/0+$/, '');
    if (last === '') parts.pop();
    else parts[parts.length - 1] = last;
  }
  return parts.join('.');
}

/** The API id of a CFR section (`21 CFR 211.192` → `21-CFR-211.192`), what `source_id` carries. */
export function cfrApiId(section: string): string {
  return section.replace(/ \(QSR\)$/, '').replace(/^21 CFR /, '21-CFR-');
}

/** The spec's `section_id` form `<guideline>-<number>` (`Q7-12.4`). */
export function ichApiId(guideline: KgGuideline, number: string): string {
  return `${guideline}-${number}`;
}

/** Raw path strings are bounded before parsing (a 10 kB path is a client mistake, not a lookup). */
export const KgCfrParams = z.object({ cfr: z.string().max(64).describe('`21-CFR-211.56`, `21CFR211.56` or `211.56` (Title 21 assumed).') });
export const KgGuidelineParams = z.object({ guideline: z.string().max(32).describe('Q7, Q9 or Q10 (Q9 serves Q9(R1), 2023).') });
export const KgSectionParams = z.object({
  guideline: z.string().max(32).describe('Q7, Q9 or Q10.'),
  section: z.string().max(32).describe('`X.Y` or a top-level `X` (Q9 annexes: `I.5`); a trailing zero is dropped (`12.40` → `12.4`).'),
});

/** A `true`/`false` query flag with its default (case-insensitive); anything else is a 400 naming it. */
export const flag = queryBool;
