import type { z } from 'zod';
import type { SourceItem } from '../../connector.ts';

/**
 * Checks a record body against its schema before it is yielded: a body that does not fit becomes
 * a dead letter whose reason names the field (`section_heading: Too small…`), so a parser slip on
 * one section never publishes a malformed record. Shared by the CFR, U.S. Code and ICH connectors.
 */
export function validatedItem(schema: z.ZodType<Record<string, unknown>>, id: string, body: Record<string, unknown>, ref: string): SourceItem {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, id, body: result.data };
  const reason = result.error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(body)'}: ${issue.message}`)
    .join('; ');
  return { ok: false, reason: `invalid record ${id}: ${reason}`, ref, raw: body };
}

/** The message of anything thrown, for a dead letter's reason. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
