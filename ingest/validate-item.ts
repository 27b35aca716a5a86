import type { z } from 'zod';
import type { SourceItem } from './connector.ts';

/**
 * The last gate before a body leaves a connector: the body must match its source's record schema,
 * so a parser slip (an empty string where a date belongs, a float FEI, an empty section heading)
 * reaches the DLQ with every failing field named instead of reaching the bus. The reason reads
 * `invalid record: fei_number: …; state: … (record <id>)`, `(body)` standing for the body as a
 * whole. A valid body is yielded as the schema parsed it; an invalid one travels as the raw value.
 */
export function validatedItem(schema: z.ZodType<Record<string, unknown>>, id: string, body: object, ref: string): SourceItem {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, id, body: result.data };
  const problems = result.error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(body)'}: ${issue.message}`);
  return { ok: false, reason: `invalid record: ${problems.join('; ')} (record ${id})`, ref, raw: body };
}

/** The message of anything thrown, for a dead letter's reason. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
