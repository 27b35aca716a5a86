import { describe, expect, it } from 'vitest';
import { headFingerprint, liveBase } from './http/live-url.ts';
import { OutsourcingFacilityRecord } from './sources/fda-503b-facilities/record.ts';
import { WarningLetterRecord } from './sources/fda-warning-letters/record.ts';
import { Published483Record } from './sources/fda-published-483s/record.ts';
import { errorMessage, validatedItem } from './validate-item.ts';

const body = {
  fei_number: '3004666666',
  firm_name: 'Natco Example Limited',
  record_type: '483',
  record_date: '2025-06-19',
  date_issued: '2025-06-19',
  publish_date: '2025-07-10',
  source_url: 'https://www.fda.gov/media/187001/download',
  media_id: '187001',
  state: null,
  establishment_type: null,
  dashboard_record_id: '287101',
  listed_in: ['dashboard-2025-07'],
  source_file: 'published_483s_2025-07.xlsx',
};

describe('validatedItem', () => {
  it('passes a body that matches its schema', () => {
    expect(validatedItem(Published483Record, 'x', body, 'f#1')).toEqual({ ok: true, id: 'x', body });
  });

  it('dead-letters a body that does not, naming every bad field', () => {
    const item = validatedItem(Published483Record, 'x', { ...body, fei_number: '3.004666666E9', publish_date: '', state: '' }, 'f#1');
    expect(item).toMatchObject({ ok: false, ref: 'f#1', raw: expect.objectContaining({ fei_number: '3.004666666E9' }) });
    if (!item.ok) {
      expect(item.reason).toMatch(/^invalid record: /);
      expect(item.reason).toMatch(/ \(record x\)$/);
      expect(item.reason).toMatch(/fei_number: /);
      expect(item.reason).toMatch(/publish_date: /);
      expect(item.reason).toMatch(/state: /);
    }
  });

  it('rejects keys a schema does not declare, and empty strings where text belongs', () => {
    const letter = validatedItem(WarningLetterRecord, 'l', { company_name: '' }, 'r');
    expect(letter.ok).toBe(false);
    const facility = validatedItem(OutsourcingFacilityRecord, 'f', { facility_name: 'A', extra: 1 }, 'r');
    expect(!facility.ok && facility.reason).toMatch(/Unrecognized key: "extra"/);
  });

  it('names a failure of the body as a whole "(body)"', () => {
    const item = validatedItem(Published483Record, 'x', { ...body, extra: 1 }, 'f#1');
    expect(!item.ok && item.reason).toMatch(/^invalid record: \(body\): Unrecognized key: "extra" \(record x\)$/);
  });
});

describe('errorMessage', () => {
  it('gives the message of an Error, else the thrown value as a string', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('plain')).toBe('plain');
  });
});

describe('live helpers', () => {
  it('uses the override base without a trailing slash, else the real origin', () => {
    expect(liveBase('http://127.0.0.1:9/', 'https://www.fda.gov')).toBe('http://127.0.0.1:9');
    expect(liveBase(null, 'https://www.fda.gov')).toBe('https://www.fda.gov');
  });

  it('fingerprints by ETag, else Last-Modified, else nothing', () => {
    expect(headFingerprint(new Headers({ ETag: 'W/"1"', 'Last-Modified': 'x' }))).toBe('etag:W/"1"');
    expect(headFingerprint(new Headers({ 'Last-Modified': 'Tue, 01 Jul 2025 10:00:00 GMT' }))).toBe('last-modified:Tue, 01 Jul 2025 10:00:00 GMT');
    expect(headFingerprint(new Headers())).toBeNull();
  });
});
