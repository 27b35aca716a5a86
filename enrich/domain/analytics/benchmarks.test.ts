import { describe, expect, it } from 'vitest';
import { benchmarks, facilityOaiRate, groupValueOf, MIN_PEER_GROUP } from './benchmarks.ts';
import { buildFacility, facilityWithInspections } from './history-builders.ts';

/*
 * Worked example: ten drug facilities (d1–d10) and nine device facilities (v1–v9).
 *
 * Drug facilities, risk scores 10, 20, …, 100:
 *   d1  OAI (2 citations), NAI (1)        OAI rate 1/2 = 0.5     2 inspections, 3 citations
 *   d2  OAI, OAI, OAI (1 citation each)   all OAI: 3/3 = 1       3 inspections, 3 citations
 *   d3  one NAI inspection, no citation   0/1 = 0                1 inspection
 *   d4  483 only (classification unknown), 1 citation: no rate  1 inspection, 1 citation
 *   d5  no inspection in five years: no rate                     0 inspections
 *   d6–d10  one VAI each                  0 each                 5 inspections
 * OAI rates: 0.5, 1, 0, 0, 0, 0, 0, 0 (8 facilities) → mean 1.5/8 = 0.1875;
 *   sorted [0,0,0,0,0,0,0.5,1], median h = 7·0.5 = 3.5 → x[3] + 0.5·(x[4] − x[3]) = 0.
 * Citations per inspection, pooled: (3 + 3 + 0 + 1) / (2 + 3 + 1 + 1 + 0 + 5) = 7/12 = 0.583 → 0.58.
 * Risk 10…100: mean 55, median 55; h = 9p: p25 → 30 + 0.25·10 = 32.5, p75 → 70 + 0.75·10 = 77.5,
 *   p90 → 90 + 0.1·10 = 91. 10 facilities: enough data.
 *
 * Device facilities: nine, risk scores only for v1–v4 (20, 40, 60, 80), no inspections.
 *   mean 50, median 50; h = 3p: p25 = 20 + 0.75·20 = 35, p75 = 60 + 0.25·20 = 65,
 *   p90: h = 2.7 → 60 + 0.7·20 = 74. peer_group_size 4, total 9 < 10: insufficient.
 */
const drug = [
  facilityWithInspections(
    { fei: 'd1', product_types: ['drug'], state: 'ca' },
    {
      d1a: { date: '2023-01-10', classification: 'OAI', cited: ['21 CFR 211.192', '21 CFR 211.22(d)'], program_area: 'Drugs' },
      d1b: { date: '2024-01-10', classification: 'NAI', cited: ['21 CFR 211.100(a)'], program_area: 'Biologics' },
    },
  ),
  facilityWithInspections(
    { fei: 'd2', product_types: ['drug'], state: 'CA' },
    {
      d2a: { date: '2022-01-10', classification: 'OAI', cited: ['21 CFR 211.192'] },
      d2b: { date: '2023-01-10', classification: 'OAI', cited: ['21 CFR 211.192'] },
      d2c: { date: '2024-01-10', classification: 'OAI', cited: ['21 CFR 211.192'] },
    },
  ),
  facilityWithInspections({ fei: 'd3', product_types: ['drug'], state: 'CA' }, { d3a: { date: '2024-03-01', classification: 'NAI' } }),
  facilityWithInspections({ fei: 'd4', product_types: ['drug'], state: 'CA' }, { d4a: { date: '2024-03-01', cited: ['21 CFR 211.67(a)'] } }),
  buildFacility({ fei: 'd5', product_types: ['drug'], state: 'CA' }),
  ...[6, 7, 8, 9, 10].map((n) =>
    facilityWithInspections({ fei: `d${n}`, product_types: ['drug'], state: 'CA' }, { [`d${n}a`]: { date: '2024-05-01', classification: 'VAI' } }),
  ),
];
const devices = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => buildFacility({ fei: `v${n}`, product_types: ['medical_device', 'drug'], country: 'Germany' }));
const riskScores = new Map<string, number>([
  ...drug.map((f, i) => [f.fei, 10 * (i + 1)] as [string, number]),
  ['v1', 20],
  ['v2', 40],
  ['v3', 60],
  ['v4', 80],
]);
const lastUpdated = '2025-01-15T00:00:00.000000+00:00';

describe('benchmarks by product type', () => {
  const rows = benchmarks([...drug, ...devices, buildFacility({ fei: 'x' })], { grouping: 'product_type', riskScores, lastUpdated });

  it('has one group per primary product type, largest first; facilities without one are in none', () => {
    expect(rows.map((r) => [r.group_value, r.metrics.total_facilities])).toEqual([
      ['drug', 10],
      ['medical_device', 9],
    ]);
  });

  it('computes the drug group by hand', () => {
    expect(rows[0]).toEqual({
      grouping: 'product_type',
      group_value: 'drug',
      metrics: {
        avg_oai_rate: 0.1875,
        median_oai_rate: 0,
        avg_risk_score: 55,
        median_risk_score: 55,
        avg_citations_per_inspection: 0.58,
        total_facilities: 10,
        percentile_25: 32.5,
        percentile_75: 77.5,
        percentile_90: 91,
      },
      peer_group_size: 10,
      insufficient_data: false,
      last_updated: lastUpdated,
    });
  });

  it('flags nine facilities as insufficient but still reports what it can', () => {
    expect(MIN_PEER_GROUP).toBe(10);
    expect(rows[1]).toMatchObject({
      group_value: 'medical_device',
      insufficient_data: true,
      peer_group_size: 4,
      metrics: {
        avg_oai_rate: null, // no classified inspection at all
        median_oai_rate: null,
        avg_risk_score: 50,
        median_risk_score: 50,
        avg_citations_per_inspection: null, // no inspection at all
        total_facilities: 9,
        percentile_25: 35,
        percentile_75: 65,
        percentile_90: 74,
      },
    });
  });
});

describe('other groupings', () => {
  it('groups states case-insensitively as two-letter codes and leaves out facilities without a state', () => {
    const rows = benchmarks([...drug, ...devices], { grouping: 'state', riskScores, lastUpdated });
    expect(rows.map((r) => [r.group_value, r.metrics.total_facilities, r.insufficient_data])).toEqual([['CA', 10, false]]);
  });

  it('does not take a foreign province for a state', () => {
    const abroad = buildFacility({ fei: 'in1', state: 'Andhra Pradesh', country: 'India' });
    const domestic = buildFacility({ fei: 'us1', state: 'nj', country: 'United States' });
    expect(groupValueOf(abroad, 'state')).toBeNull();
    expect(groupValueOf(abroad, 'country')).toBe('India');
    expect(groupValueOf(domestic, 'state')).toBe('NJ');
  });

  it('groups countries as recorded', () => {
    const rows = benchmarks([...drug, ...devices], { grouping: 'country', riskScores, lastUpdated });
    expect(rows.map((r) => [r.group_value, r.metrics.total_facilities, r.insufficient_data])).toEqual([['Germany', 9, true]]);
  });

  it('puts a facility in the program area most of its inspections ran under (ties alphabetical)', () => {
    // d1: one 'Drugs', one 'Biologics' inspection → tie → 'Biologics'.
    expect(groupValueOf(drug[0]!, 'program_area')).toBe('Biologics');
    expect(groupValueOf(drug[4]!, 'program_area')).toBeNull(); // no inspections
  });
});

describe('facilityOaiRate', () => {
  it('one NAI inspection is 0, all OAI is 1, unknown classifications are no rate', () => {
    expect(facilityOaiRate(drug[2]!)).toBe(0);
    expect(facilityOaiRate(drug[1]!)).toBe(1);
    expect(facilityOaiRate(drug[3]!)).toBeNull();
    expect(facilityOaiRate(drug[4]!)).toBeNull();
  });

  it('counts an inspection known only as not OAI in the denominator (SPEC-DECISIONS 23): 1 OAI of 4 known is 0.25', () => {
    const base = drug[1]!;
    const known = (id: string, classification: 'OAI' | null) => ({ id, end_date: '2023-01-01', classification, program_area: 'Drugs', product_types: ['Drugs'], investigators: [], ...(classification === null ? { not_oai: true } : {}) });
    expect(facilityOaiRate({ ...base, inspections: [known('a', 'OAI'), known('b', null), known('c', null), known('d', null)] })).toBe(0.25);
  });
});
