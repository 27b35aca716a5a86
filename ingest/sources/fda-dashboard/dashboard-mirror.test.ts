import { describe, expect, it } from 'vitest';
import type { SourceItem } from '../../connector.ts';
import { mergeSnapshots } from './dashboard-mirror.ts';

const record = (id: string, name: string): SourceItem => ({ ok: true, id, body: { name } });

describe('mergeSnapshots', () => {
  it('keeps one record per id, from the snapshot with the newest records, and every failure', () => {
    const merged = [
      ...mergeSnapshots([
        { file: 'b-2024.csv', newest: '2024-06-27', items: [record('1', 'Merck KGaA'), record('2', 'Only in 2024'), { ok: false, reason: 'bad date', ref: 'b#row3' }] },
        { file: 'a-2025.csv', newest: '2025-07-18', items: [record('1', 'Merck Kommanditgesellschaft auf Aktien'), record('3', 'Only in 2025')] },
        { file: 'broken.xlsx', newest: null, items: [{ ok: false, reason: 'unreadable export', ref: 'broken.xlsx' }] },
      ]),
    ];
    expect(merged).toEqual([
      record('1', 'Merck Kommanditgesellschaft auf Aktien'),
      record('3', 'Only in 2025'),
      record('2', 'Only in 2024'),
      { ok: false, reason: 'bad date', ref: 'b#row3' },
      { ok: false, reason: 'unreadable export', ref: 'broken.xlsx' },
    ]);
  });

  it('breaks a tie on the newest date by file name, the later name winning', () => {
    const merged = [
      ...mergeSnapshots([
        { file: 'export-1.xlsx', newest: '2024-01-01', items: [record('1', 'first export')] },
        { file: 'export-2.xlsx', newest: '2024-01-01', items: [record('1', 'second export')] },
      ]),
    ];
    expect(merged).toEqual([record('1', 'second export')]);
  });
});
