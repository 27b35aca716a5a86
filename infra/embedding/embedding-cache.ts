import { createHash } from 'node:crypto';
import { openSqlite } from '../sqlite.ts';
import type { Embedder } from './embedder.port.ts';

/**
 * Wraps an embedder with a durable cache keyed by sha256(modelId + text), so a replay or a
 * reindex never embeds the same text twice. Vectors live in a SQLite file in the data folder.
 */
export function createCachedEmbedder(
  inner: Embedder,
  options: { file: string; /** Told each lookup's hits and misses (the metrics' hit ratio). */ onLookup?: (hits: number, misses: number) => void },
): Embedder & { stats(): { hits: number; misses: number } } {
  const db = openSqlite(options.file);
  db.exec('CREATE TABLE IF NOT EXISTS embeddings (hash TEXT PRIMARY KEY, model TEXT NOT NULL, vector BLOB NOT NULL)');
  const select = db.prepare<[string], { vector: Buffer }>('SELECT vector FROM embeddings WHERE hash = ?');
  const insert = db.prepare('INSERT OR REPLACE INTO embeddings (hash, model, vector) VALUES (?, ?, ?)');
  const insertMany = db.transaction((rows: Array<[string, Float32Array]>) => {
    for (const [hash, vector] of rows) insert.run(hash, inner.modelId, Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength));
  });
  let hits = 0;
  let misses = 0;

  const keyOf = (text: string) => createHash('sha256').update(inner.modelId).update('\u0000').update(text).digest('hex');

  return {
    modelId: inner.modelId,
    dimensions: inner.dimensions,
    async embed(texts) {
      const keys = texts.map(keyOf);
      const result: Array<Float32Array | undefined> = keys.map((key) => {
        const row = select.get(key);
        if (!row) return undefined;
        const copy = new Uint8Array(row.vector.byteLength);
        copy.set(row.vector);
        return new Float32Array(copy.buffer);
      });
      const missing = result.flatMap((vector, index) => (vector ? [] : [index]));
      hits += texts.length - missing.length;
      misses += missing.length;
      options.onLookup?.(texts.length - missing.length, missing.length);
      if (missing.length > 0) {
        const fresh = await inner.embed(missing.map((index) => texts[index] ?? ''));
        const rows: Array<[string, Float32Array]> = [];
        missing.forEach((index, i) => {
          const vector = fresh[i];
          if (!vector) throw new Error('embedder returned fewer vectors than texts');
          result[index] = vector;
          rows.push([keys[index] ?? '', vector]);
        });
        insertMany(rows);
      }
      return result as Float32Array[];
    },
    health: () => inner.health(),
    async close() {
      await inner.close();
      if (db.open) db.close();
    },
    stats: () => ({ hits, misses }),
  };
}
