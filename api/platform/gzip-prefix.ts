import { constants, crc32, deflateRawSync } from 'node:zlib';

/*
 * A gzip answer built from a prefix compressed once and a short tail compressed per request.
 *
 * Why: a cached knowledge-graph answer (ICH Q7 is ~200 KB of JSON) is the same bytes on every hit
 * except its last ~300, the request's `response_metadata` (kg-answer-cache.ts). Compressing the
 * whole answer per request cost ~1.9 ms of CPU at gzip level 1; compressing only the tail costs
 * a few microseconds.
 *
 * How it stays one valid gzip member (RFC 1952): the prefix is deflated with a sync flush, which
 * ends it on a byte boundary with no final block; the tail follows as stored (uncompressed) deflate
 * blocks, the last one final (RFC 1951 3.2.4). The trailer's CRC-32 continues the prefix's CRC over
 * the tail, and its size is the two lengths added. Storing the tail costs no compressor per request
 * (a zlib instance per call cost ~0.16 ms, more than the tail could save); the ~300 bytes it leaves
 * uncompressed are a fraction of the ~49 KB the prefix became.
 */

/** The gzip header: deflate, no flags, no time, no extra flags, unknown OS (RFC 1952 2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

/** A prefix compressed once: its deflate blocks (not final), its CRC-32 and its length. */
export interface GzipPrefix {
  deflated: Buffer;
  crc: number;
  length: number;
}

/** Compresses `prefix` once, at a level worth paying for an answer served many times. */
export function compressPrefix(prefix: Buffer): GzipPrefix {
  return { deflated: deflateRawSync(prefix, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }), crc: crc32(prefix), length: prefix.byteLength };
}

/**
 * The gzip of `prefix` followed by `tail`, from the prefix compressed by `compressPrefix`, as the
 * chunks to write in order: the compressed prefix is the stored buffer itself, not a copy.
 */
export function gzipWithPrefix(prefix: GzipPrefix, tail: Buffer): Buffer[] {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(tail, prefix.crc) >>> 0, 0);
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE((prefix.length + tail.byteLength) % 2 ** 32, 4);
  return [GZIP_HEADER, prefix.deflated, ...storedBlocks(tail), trailer];
}

/** A stored block holds at most 65,535 bytes. */
const MAX_STORED = 0xffff;

/** `data` as stored deflate blocks starting on a byte boundary, the last one final. */
function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  let offset = 0;
  do {
    const length = Math.min(MAX_STORED, data.byteLength - offset);
    const final = offset + length === data.byteLength;
    const header = Buffer.alloc(5);
    // BFINAL in bit 0, BTYPE 00 (stored) in bits 1-2, the rest of the byte padding; then LEN and its complement.
    header[0] = final ? 1 : 0;
    header.writeUInt16LE(length, 1);
    header.writeUInt16LE(~length & 0xffff, 3);
    blocks.push(header, data.subarray(offset, offset + length));
    offset += length;
  } while (offset < data.byteLength);
  return blocks;
}
