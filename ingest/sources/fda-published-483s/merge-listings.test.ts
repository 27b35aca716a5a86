import { describe, expect, it } from 'vitest';
import type { ListingRow } from './listing-row.ts';
import { mergeListings } from './merge-listings.ts';

const row = (overrides: Partial<ListingRow>): ListingRow => ({
  fei_number: '3001234567',
  firm_name: 'Example Firm',
  record_type: '483',
  record_date: '2023-05-01',
  publish_date: null,
  source_url: null,
  media_id: null,
  state: null,
  establishment_type: null,
  dashboard_record_id: null,
  ...overrides,
});
const listing = (label: string, rank: number, rows: ListingRow[]) => ({ label, source: `${label}.csv`, rank, rows: rows.map((value, index) => ({ ok: true as const, value, ref: `${label}#${index}` })) });

describe('mergeListings', () => {
  it('fills a field the newer listing lacks from an older one, and the newer one wins the rest', () => {
    const { records } = mergeListings([
      listing('old', 1, [row({ firm_name: 'Old Name', publish_date: '2023-06-01' })]),
      listing('new', 2, [row({ firm_name: 'New Name', publish_date: null })]),
    ]);
    expect(records).toEqual([
      { id: '3001234567:2023-05-01', ref: 'new#0', body: expect.objectContaining({ firm_name: 'New Name', publish_date: '2023-06-01', listed_in: ['new', 'old'], source_file: 'new.csv' }) },
    ]);
  });

  it('adds the media id to both ids once any listing has two 483s for one FEI and date', () => {
    const { records } = mergeListings([
      listing('a', 1, [row({ media_id: '11' })]),
      listing('b', 2, [row({ media_id: '11' }), row({ media_id: '12' })]),
    ]);
    expect(records.map((record) => [record.id, record.body.listed_in])).toEqual([
      ['3001234567:2023-05-01:m11', ['a', 'b']],
      ['3001234567:2023-05-01:m12', ['b']],
    ]);
  });

  it('fails a row it cannot identify and a second row with the same id in one listing', () => {
    const { records, failures } = mergeListings([
      listing('a', 1, [row({ media_id: '11' }), row({ media_id: null }), row({ fei_number: null, record_date: null }), row({ fei_number: '3009999999', media_id: '20' }), row({ fei_number: '3009999999', media_id: '20' })]),
    ]);
    expect(records.map((record) => record.id)).toEqual(['3001234567:2023-05-01:m11', '3009999999:2023-05-01:m20']);
    expect(failures).toEqual([
      expect.objectContaining({ ref: 'a#1', reason: expect.stringMatching(/^FEI 3001234567 and 483 date 2023-05-01 are shared by several 483s/) }),
      expect.objectContaining({ ref: 'a#2', reason: expect.stringMatching(/^no FEI \+ 483 date and no fda\.gov media id/) }),
      expect.objectContaining({ ref: 'a#4', reason: 'second row for 483 3009999999:2023-05-01:m20 in one listing (first: a#3)' }),
    ]);
  });
});
