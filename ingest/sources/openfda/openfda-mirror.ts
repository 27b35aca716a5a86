import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { errorMessage } from '../../validate-item.ts';

/** The records of one mirror file, or why the file as a whole cannot be read. */
export type OpenFdaFile = { ok: true; file: string; records: unknown[] } | { ok: false; file: string; reason: string };

/**
 * Reads an openFDA mirror file: the API's `results` array saved as is (how the published samples
 * are kept), or a whole API page (`{meta, results}`). Anything else, invalid JSON or an empty
 * file is a failure for the file, so the connector dead-letters it and goes on with the others.
 */
export function readOpenFdaFile(path: string): OpenFdaFile {
  const file = basename(path);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return { ok: false, file, reason: `unreadable file: ${errorMessage(error)}` };
  }
  if (text.trim() === '') return { ok: false, file, reason: 'empty file' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, file, reason: `invalid JSON: ${errorMessage(error)}` };
  }
  if (Array.isArray(json)) return { ok: true, file, records: json };
  if (json && typeof json === 'object' && Array.isArray((json as { results?: unknown }).results)) {
    return { ok: true, file, records: (json as { results: unknown[] }).results };
  }
  return { ok: false, file, reason: 'expected a JSON array of openFDA records or an openFDA page with a results array' };
}
