import type { z } from 'zod';
import type { SourceItem } from '../../connector.ts';
import { validatedItem } from '../../validate-item.ts';
import type { RuleDocumentChunk } from './record.ts';
import { MAX_RECORD_BYTES, splitOversized } from './split-oversized.ts';

/**
 * The source items of one document: its body validated against the connector's schema, split
 * into parts first when it would be too large for one message. A failed document carries only its
 * id as the dead letter's raw value: its body (up to a whole message) would not fit beside it.
 */
export function documentItems(
  schema: z.ZodType<Record<string, unknown>>,
  id: string,
  body: Record<string, unknown> & { chunks: RuleDocumentChunk[] },
  ref: string,
  maxBytes = MAX_RECORD_BYTES,
): SourceItem[] {
  if (body.chunks.length === 0) return [{ ok: false, reason: 'no text to index: the document yielded no chunks', ref, raw: { id } }];
  return splitOversized(id, body, maxBytes).map((part) => {
    const item = validatedItem(schema, part.id, part.body, ref);
    return item.ok ? item : { ...item, raw: { id: part.id } };
  });
}
