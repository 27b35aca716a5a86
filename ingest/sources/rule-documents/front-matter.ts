import { parse } from 'yaml';

/**
 * The YAML front-matter block of the mirror's converted documents (`---` ... `---` before the
 * text): title, docket, pages, source path, conversion method. Read with the `yaml` package.
 */
export interface FrontMatterDocument {
  /** The `source:` mapping when the block has one (the mirror's layout), else the block itself. */
  fields: Record<string, unknown>;
  body: string;
}

/** Splits a document into its front-matter fields and its text; throws when the block is not YAML. */
export function splitFrontMatter(text: string): FrontMatterDocument {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return { fields: {}, body: text };
  const parsed: unknown = parse(match[1]!);
  const root = isRecord(parsed) ? parsed : {};
  const fields = isRecord(root.source) ? root.source : root;
  return { fields, body: text.slice(match[0].length) };
}

/** A front-matter value as trimmed text (numbers and dates included); null when absent or blank. */
export function fieldText(fields: Record<string, unknown>, name: string): string | null {
  const value = fields[name];
  if (value === null || value === undefined) return null;
  const text = (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)).replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
