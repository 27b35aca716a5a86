import type { z } from 'zod';
import type { SourceItem } from '../../connector.ts';

/**
 * A body checked against its connector's record schema before it is yielded: a body that fails
 * becomes a DLQ item whose reason names the field, instead of a malformed message downstream.
 */
export function validatedItem(schema: z.ZodType<Record<string, unknown>>, id: string, body: Record<string, unknown>, ref: string): SourceItem {
  const checked = schema.safeParse(body);
  if (checked.success) return { ok: true, id, body: checked.data };
  const reason = checked.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
  return { ok: false, reason: `invalid record: ${reason}`, ref, raw: body };
}
