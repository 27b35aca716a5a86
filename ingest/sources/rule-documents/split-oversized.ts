import type { RuleDocumentChunk } from './record.ts';

/**
 * Keeps one message per document under the bus's comfortable size. A document whose record would
 * exceed `maxBytes` of JSON is split into parts `<id>#part1`, `<id>#part2`, ... each carrying the
 * document's metadata, `part: { index, count }` and a run of its chunks (chunk indexes keep counting
 * across parts). Documents that fit, which is all of the mirror's, keep their plain id.
 */

/** ~900 KB: below Kafka's default 1 MB message limit, envelope included. */
export const MAX_RECORD_BYTES = 900_000;

export interface RecordPart {
  id: string;
  body: Record<string, unknown>;
}

export function splitOversized(id: string, body: Record<string, unknown> & { chunks: RuleDocumentChunk[] }, maxBytes = MAX_RECORD_BYTES): RecordPart[] {
  const size = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');
  if (size(body) <= maxBytes) return [{ id, body }];
  const overhead = size({ ...body, chunks: [], part: { index: 999, count: 999 } });
  const groups: RuleDocumentChunk[][] = [];
  let group: RuleDocumentChunk[] = [];
  let groupBytes = overhead;
  for (const chunk of body.chunks) {
    const bytes = size(chunk) + 1;
    if (group.length > 0 && groupBytes + bytes > maxBytes) {
      groups.push(group);
      group = [];
      groupBytes = overhead;
    }
    group.push(chunk);
    groupBytes += bytes;
  }
  if (group.length > 0) groups.push(group);
  return groups.map((chunks, index) => ({
    id: `${id}#part${index + 1}`,
    body: { ...body, part: { index: index + 1, count: groups.length }, chunks },
  }));
}
