import { describe, expect, it } from 'vitest';
import { digitsCell, fdaFiscalYear, feiCell, integerCell, isoDateCell, slug, text, textKey, yesNoCell } from './values.ts';

describe('Dashboard cell readers', () => {
  it.each([
    [3004567890, '3004567890'],
    ['3004567890.0', '3004567890'],
    ['0003005551234', '3005551234'],
    ['3.011761321E9', '3011761321'],
    [' 1012345 ', '1012345'],
    [3425, '3425'],
    ['3425', '3425'],
    [12345678901, null],
    [0, null],
    ['', null],
    ['-', null],
    ['n/a', null],
    [null, null],
  ])('reads FEI %j as %j', (cell, expected) => {
    expect(feiCell(cell)).toBe(expected);
  });

  it.each([
    [new Date(Date.UTC(2024, 2, 14)), '2024-03-14'],
    ['2024-03-14', '2024-03-14'],
    ['03/14/2024', '2024-03-14'],
    [45365, '2024-03-14'],
    ['2020-13-45', null],
    ['', null],
    [null, null],
  ])('reads date %j as %j', (cell, expected) => {
    expect(isoDateCell(cell)).toBe(expected);
  });

  it('reads numeric keys, whole numbers and Yes/No flags', () => {
    expect(digitsCell(1234501)).toBe('1234501');
    expect(digitsCell('1234501.0')).toBe('1234501');
    expect(digitsCell('00379')).toBe('379');
    expect(digitsCell('12A')).toBeNull();
    expect(integerCell('2024')).toBe(2024);
    expect(integerCell(2024.5)).toBeNull();
    expect([yesNoCell('Yes'), yesNoCell('no'), yesNoCell(true), yesNoCell(''), yesNoCell('maybe')]).toEqual([true, false, true, null, null]);
  });

  it('turns blanks, the export\'s lone dash and Excel carriage-return escapes into clean text', () => {
    expect(text('  Durham   ')).toBe('Durham');
    expect(text('-')).toBeNull();
    expect(text('')).toBeNull();
    expect(text('not in writing._x000D_\nSpecifically')).toBe('not in writing. Specifically');
  });

  it('counts FDA fiscal years from October', () => {
    expect(fdaFiscalYear('2023-09-30')).toBe(2023);
    expect(fdaFiscalYear('2023-10-01')).toBe(2024);
  });

  it('keys text regardless of wrapping and spacing, but not of wording', () => {
    expect(textKey('Drugs', 'is not  in writing.\nSpecifically')).toBe(textKey('Drugs', 'is not in writing. Specifically'));
    expect(textKey('Drugs', 'is not in writing.')).not.toBe(textKey('Drugs', 'is not fully followed.'));
    expect(textKey('Drugs', 'x')).not.toBe(textKey('Biologics', 'x'));
    expect(textKey('Drugs', 'x')).toMatch(/^[0-9a-f]{12}$/);
    expect(slug('Food/Cosmetics')).toBe('food-cosmetics');
  });
});
