/**
 * The paragraph hierarchy of legal text, rebuilt from the labels that open each paragraph.
 *
 * Neither the eCFR print text, the markdown conversions nor the eCFR XML (whose `<P>` elements
 * are flat siblings) nest paragraphs: the level of `(i)` has to be worked out from what came
 * before it, because `(i)` is the ninth letter after `(h)` but the first roman numeral after
 * `(1)`. This module is shared by the CFR and U.S. Code connectors, which differ only in the
 * order of label kinds per level.
 */

export type LabelKind = 'lower' | 'digit' | 'roman' | 'upper' | 'upperRoman' | 'doubleLower';

/**
 * CFR paragraph levels (1 CFR 21.11): (a), (1), (i), (A), then italic (1) and (i). The print
 * text cannot show italics, so levels 5 and 6 are told apart from 2 and 3 by context alone.
 */
export const CFR_LEVELS: readonly LabelKind[] = ['lower', 'digit', 'roman', 'upper', 'digit', 'roman'];

/** U.S. Code levels: subsection (a), paragraph (1), subparagraph (A), clause (i), subclause (I), item (aa). */
export const USC_LEVELS: readonly LabelKind[] = ['lower', 'digit', 'upper', 'roman', 'upperRoman', 'doubleLower'];

/** One paragraph as the source lays it out: its opening labels (possibly chained) and text. */
export interface RawParagraph {
  labels: string[];
  text: string;
  /** A short run-in heading such as `Applicability.` or `Poisonous ingredients` (null if none). */
  heading?: string | null;
  /** Column of the label in a layout rendering; siblings share it, which settles `(i)`. */
  indent?: number;
}

/**
 * A paragraph placed in the hierarchy: `(a)(1)(i)` and its own text (children excluded); null
 * text for a label that only heads its children (`(c)` of a chained `(c)(1)`, a heading alone).
 */
export interface Subsection {
  label: string;
  heading: string | null;
  text: string | null;
}

const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };

/** Value of a lowercase roman numeral written in canonical form, or null. */
export function romanValue(token: string): number | null {
  const lower = token.toLowerCase();
  if (!/^[ivxlc]+$/.test(lower)) return null;
  let total = 0;
  for (let index = 0; index < lower.length; index += 1) {
    const value = ROMAN_VALUES[lower[index]!]!;
    const next = ROMAN_VALUES[lower[index + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return toRoman(total) === lower ? total : null;
}

function toRoman(value: number): string {
  const table: Array<[number, string]> = [[100, 'c'], [90, 'xc'], [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i']];
  let rest = value;
  let out = '';
  for (const [amount, numeral] of table) {
    while (rest >= amount) {
      out += numeral;
      rest -= amount;
    }
  }
  return out;
}

/** Every (kind, ordinal) a label token could be: `i` is a letter or a roman one. */
export function labelCandidates(token: string): Array<{ kind: LabelKind; ordinal: number }> {
  const found: Array<{ kind: LabelKind; ordinal: number }> = [];
  if (/^\d{1,3}$/.test(token)) found.push({ kind: 'digit', ordinal: Number(token) });
  if (/^[a-z]$/.test(token)) found.push({ kind: 'lower', ordinal: token.charCodeAt(0) - 96 });
  if (/^[A-Z]$/.test(token)) found.push({ kind: 'upper', ordinal: token.charCodeAt(0) - 64 });
  if (/^([a-z])\1$/.test(token)) {
    // `(aa)` is a U.S. Code item, or in the CFR the 27th letter-paragraph after `(z)`.
    found.push({ kind: 'doubleLower', ordinal: token.charCodeAt(0) - 96 });
    found.push({ kind: 'lower', ordinal: 26 + token.charCodeAt(0) - 96 });
  }
  if (/^[ivxlc]+$/.test(token)) {
    const value = romanValue(token);
    if (value !== null) found.push({ kind: 'roman', ordinal: value });
  }
  if (/^[IVXLC]+$/.test(token)) {
    const value = romanValue(token);
    if (value !== null) found.push({ kind: 'upperRoman', ordinal: value });
  }
  return found;
}

const LABEL_RUN = /^\s*((?:\([A-Za-z0-9]{1,5}\))+)(?=\s|$|[A-Z“"*_])/;

/**
 * Splits the label chain off the start of a paragraph: `(c)(1)(i) Text` → `['c','1','i']` and
 * `Text`. A parenthesis that is not a label, such as `(OTC)` or `(HCT/Ps)`, leaves the text whole.
 */
export function splitLeadingLabels(text: string): { labels: string[]; rest: string } {
  const match = LABEL_RUN.exec(text);
  if (!match) return { labels: [], rest: text.trim() };
  const tokens = [...match[1]!.matchAll(/\(([A-Za-z0-9]{1,5})\)/g)].map((m) => m[1]!);
  if (tokens.some((token) => labelCandidates(token).length === 0)) return { labels: [], rest: text.trim() };
  return { labels: tokens, rest: text.slice(match[0].length).trim() };
}

interface Open {
  level: number;
  ordinal: number;
  token: string;
  indent: number | undefined;
}

/**
 * Places paragraphs in the hierarchy given the label kinds per level. A label continues the
 * sequence it follows when it can (`(ii)` after `(i)`, `(i)` after `(h)`), else opens the next
 * level down when it is that level's first label (`(i)` after `(1)`), else falls back to the
 * deepest open level of its kind. Unlabelled paragraphs after a labelled one belong to it (flush
 * text after a list, table rows); those before the first label are the section's lead-in and
 * are not subsections.
 */
export function nestParagraphs(paragraphs: readonly RawParagraph[], levels: readonly LabelKind[]): Subsection[] {
  const out: Subsection[] = [];
  let stack: Open[] = [];
  let afterUnlabelled = false;
  for (const paragraph of paragraphs) {
    if (paragraph.labels.length === 0) {
      const last = out[out.length - 1];
      if (last && stack.length > 0 && paragraph.text) last.text = last.text ? `${last.text}\n${paragraph.text}` : paragraph.text;
      afterUnlabelled = true;
      continue;
    }
    // A list restarting at (1) after unlabelled text (the next definition of a definitions
    // section) restarts its level rather than nesting under the previous list.
    if (afterUnlabelled) {
      const restart = labelCandidates(paragraph.labels[0]!).find(
        (c) => c.ordinal === 1 && stack.some((open) => levels[open.level] === c.kind),
      );
      if (restart) stack = stack.slice(0, stack.findIndex((open) => levels[open.level] === restart.kind));
    }
    afterUnlabelled = false;
    paragraph.labels.forEach((token, position) => {
      const indent = position === 0 ? paragraph.indent : undefined;
      const placed = place(stack, token, levels, indent);
      stack = [...stack.filter((open) => open.level < placed.level), { ...placed, indent }];
      const isLast = position === paragraph.labels.length - 1;
      out.push({
        label: stack.map((open) => `(${open.token})`).join(''),
        heading: isLast ? (paragraph.heading ?? null) : null,
        text: isLast && paragraph.text ? paragraph.text : null,
      });
    });
  }
  return out;
}

function place(stack: readonly Open[], token: string, levels: readonly LabelKind[], indent: number | undefined): Omit<Open, 'indent'> {
  const candidates = labelCandidates(token).flatMap(({ kind, ordinal }) =>
    levels.flatMap((levelKind, level) => (levelKind === kind ? [{ level, ordinal }] : [])),
  );
  const deepest = stack[stack.length - 1]?.level ?? -1;
  const continues = (c: { level: number; ordinal: number }) => stack.some((open) => open.level === c.level && open.ordinal + 1 === c.ordinal);
  const pick = (list: Array<{ level: number; ordinal: number }>, order: 'shallowest' | 'deepest') =>
    list.sort((a, b) => (order === 'deepest' ? b.level - a.level : a.level - b.level))[0];
  const chosen =
    // 1. A layout column shared with an open level: a sibling of it.
    (indent !== undefined ? pick(candidates.filter((c) => stack.some((open) => open.level === c.level && open.indent === indent)), 'deepest') : undefined) ??
    // 2. The next label at the deepest open level: (ii) after (i), (i) after (h) when (h) has no children.
    pick(candidates.filter((c) => c.level === deepest && continues(c)), 'deepest') ??
    // 3. The first label of a deeper level: (i) after (h)(2) opens clauses rather than continuing (h).
    pick(candidates.filter((c) => c.level > deepest && c.ordinal === 1), 'shallowest') ??
    // 4. The next label of an enclosing sequence: (c) after (b)(3).
    pick(candidates.filter(continues), 'deepest') ??
    // 5. A gap in the numbering (a reserved paragraph): the deepest open level of this kind, else deeper.
    pick(candidates.filter((c) => stack.some((open) => open.level === c.level)), 'deepest') ??
    pick(candidates.filter((c) => c.level > deepest), 'shallowest') ??
    candidates[0] ?? { level: 0, ordinal: 0 };
  return { ...chosen, token };
}

const RUN_IN_CHILD = /^([A-Z][^.;:]{0,90}[.—])\s+(\((?:1|i|A)\)\s.*)$/s;

/**
 * Splits `(a) Applicability. (1) Current good…` into the heading paragraph `(a) Applicability.`
 * and the child `(1) Current good…`, the way the eCFR prints a run-in heading followed at once
 * by the first subparagraph. Only a first child label ((1), (i) or (A)) is split off.
 */
export function splitRunInChild(paragraph: RawParagraph): RawParagraph[] {
  if (paragraph.labels.length === 0) return [paragraph];
  const match = RUN_IN_CHILD.exec(paragraph.text);
  if (!match) return [paragraph];
  const child = splitLeadingLabels(match[2]!);
  return [{ labels: paragraph.labels, text: match[1]!, heading: paragraph.heading ?? null }, { labels: child.labels, text: child.rest }];
}
