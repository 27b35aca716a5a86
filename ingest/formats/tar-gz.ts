import { Readable } from 'node:stream';
import { Parser, type ReadEntry } from 'tar';

/** One file of a tarball, as text. */
export interface TarTextEntry {
  path: string;
  text: string;
}

/**
 * The text files of a .tar.gz whose names match `accept`, in archive order, read with the `tar`
 * package (gzip detected by it). Entries are read into memory one at a time, so a large archive
 * of small documents stays cheap. Rejects when the archive is truncated or not a tarball.
 */
export async function readTarGzText(archive: Buffer, accept: (path: string) => boolean): Promise<TarTextEntry[]> {
  const entries: TarTextEntry[] = [];
  await new Promise<void>((resolve, reject) => {
    const parser = new Parser({
      strict: true,
      onwarn: (_code: string, message: string | Error) => reject(new Error(`tar: ${message instanceof Error ? message.message : message}`)),
    });
    parser.on('entry', (entry: ReadEntry) => {
      if (entry.type !== 'File' || !accept(entry.path)) {
        entry.resume();
        return;
      }
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => entries.push({ path: entry.path, text: Buffer.concat(chunks).toString('utf8') }));
    });
    parser.on('error', reject);
    parser.on('close', () => resolve());
    parser.on('end', () => resolve());
    Readable.from([archive]).pipe(parser as unknown as NodeJS.WritableStream).on('error', reject);
  });
  return entries;
}
