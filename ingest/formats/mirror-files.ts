import { type Dirent, existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createHash } from 'node:crypto';

/**
 * What a directory entry is, following a symbolic link to its target: a mirror may be assembled
 * from links into another mirror (a subset of sources for one job). A dangling link is neither.
 */
function entryKind(entry: Dirent, path: string): 'directory' | 'file' | 'other' {
  if (entry.isDirectory()) return 'directory';
  if (entry.isFile()) return 'file';
  if (!entry.isSymbolicLink() || !existsSync(path)) return 'other';
  const target = statSync(path);
  return target.isDirectory() ? 'directory' : target.isFile() ? 'file' : 'other';
}

/** Files of a mirror folder (recursively) whose names match `pattern`, sorted, as absolute paths. */
export function listMirrorFiles(folder: string, pattern: RegExp): string[] {
  if (!existsSync(folder)) return [];
  const found: string[] = [];
  // Real paths of the folders walked, so a link back up the tree cannot loop.
  const seen = new Set<string>();
  const walk = (dir: string) => {
    const real = realpathSync(dir);
    if (seen.has(real)) return;
    seen.add(real);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const kind = entryKind(entry, path);
      if (kind === 'directory') walk(path);
      else if (kind === 'file' && pattern.test(entry.name)) found.push(path);
    }
  };
  walk(folder);
  return found.sort();
}

/**
 * A fingerprint of a mirror folder: every file's relative path, size and modification time. When
 * it matches the last successful run's, nothing in the folder changed and the run is skipped.
 * Cheap (stat only) and conservative: touching a file makes the next run read it again.
 */
export function mirrorFolderFingerprint(folder: string): string | null {
  if (!existsSync(folder)) return null;
  const hash = createHash('sha256');
  for (const path of listMirrorFiles(folder, /.*/)) {
    const stat = statSync(path);
    hash.update(`${relative(folder, path)}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** Top-level folders of the mirror a connector reads: the named one, or every one matching a pattern. */
export function mirrorFolders(mirrorDir: string, folder: string | RegExp): string[] {
  if (typeof folder === 'string') return existsSync(join(mirrorDir, folder)) ? [folder] : [];
  if (!existsSync(mirrorDir)) return [];
  return readdirSync(mirrorDir, { withFileTypes: true })
    .filter((entry) => folder.test(entry.name) && entryKind(entry, join(mirrorDir, entry.name)) === 'directory')
    .map((entry) => entry.name)
    .sort();
}

/** The fingerprint of every mirror folder a connector reads (null when there are none). */
export function mirrorFingerprint(mirrorDir: string, folder: string | RegExp): string | null {
  const folders = mirrorFolders(mirrorDir, folder);
  if (folders.length === 0) return null;
  return createHash('sha256')
    .update(folders.map((name) => `${name}:${mirrorFolderFingerprint(join(mirrorDir, name))}`).join('\n'))
    .digest('hex');
}
