import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listMirrorFiles, mirrorFingerprint, mirrorFolders } from './mirror-files.ts';

describe('mirror folders assembled from symbolic links', () => {
  const root = mkdtempSync(join(tmpdir(), 'regintel-mirror-links-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  // The real mirror: two dataset folders, one with a nested folder.
  const real = join(root, 'real');
  mkdirSync(join(real, 'fda_inspectional_observations_fy2019', 'sheets'), { recursive: true });
  writeFileSync(join(real, 'fda_inspectional_observations_fy2019', 'book.xlsx'), 'x');
  writeFileSync(join(real, 'fda_inspectional_observations_fy2019', 'sheets', 'extra.xlsx'), 'yy');
  mkdirSync(join(real, 'fda_form483_documents'));
  writeFileSync(join(real, 'fda_form483_documents', 'a.pdf'), 'pdf');
  // A job's mirror: links to one dataset folder, a linked file, a dangling link and a loop.
  const job = join(root, 'job');
  mkdirSync(join(job, 'fda_form483_documents_partial'), { recursive: true });
  symlinkSync(join(real, 'fda_inspectional_observations_fy2019'), join(job, 'fda_inspectional_observations_fy2019'));
  symlinkSync(join(real, 'fda_form483_documents', 'a.pdf'), join(job, 'fda_form483_documents_partial', 'a.pdf'));
  symlinkSync(join(root, 'nowhere'), join(job, 'fda_form483_documents_partial', 'gone.pdf'));
  symlinkSync(job, join(job, 'fda_form483_documents_partial', 'loop'));

  it('finds a linked dataset folder by name and by pattern', () => {
    expect(mirrorFolders(job, /^fda_inspectional_observations_fy\d{4}$/)).toEqual(['fda_inspectional_observations_fy2019']);
    expect(mirrorFolders(job, 'fda_inspectional_observations_fy2019')).toEqual(['fda_inspectional_observations_fy2019']);
  });

  it('lists the files under a linked folder and linked files, skipping dangling links and loops', () => {
    expect(listMirrorFiles(join(job, 'fda_inspectional_observations_fy2019'), /\.xlsx$/).map((path) => path.slice(job.length + 1))).toEqual([
      'fda_inspectional_observations_fy2019/book.xlsx',
      'fda_inspectional_observations_fy2019/sheets/extra.xlsx',
    ]);
    expect(listMirrorFiles(join(job, 'fda_form483_documents_partial'), /\.pdf$/).map((path) => path.slice(job.length + 1))).toEqual(['fda_form483_documents_partial/a.pdf']);
  });

  it('fingerprints a linked folder like the folder itself', () => {
    expect(mirrorFingerprint(job, 'fda_inspectional_observations_fy2019')).toBe(mirrorFingerprint(real, 'fda_inspectional_observations_fy2019'));
  });
});
