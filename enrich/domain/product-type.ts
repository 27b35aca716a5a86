/**
 * Product type and FDA program area of a facility, inferred from the establishment type printed on
 * its 483 ("Outsourcing Facility", "Producer of Sterile Drug Products", "Medical Device Manufacturer").
 * Compounding pharmacies and 503B outsourcing facilities are inspected under the Drugs program.
 */
export function productTypeOf(establishmentType: string | null | undefined): { product_type: string; program_area: string } {
  const text = (establishmentType ?? '').toLowerCase();
  if (/device|diagnostic|radiation/.test(text)) return { product_type: 'medical_device', program_area: 'Devices' };
  if (/blood|plasma|tissue|biolog|vaccine/.test(text)) return { product_type: 'biologics', program_area: 'Biologics' };
  if (/food|dietary|supplement|seafood|juice/.test(text)) return { product_type: 'food', program_area: 'Foods' };
  if (/veterinar|animal/.test(text)) return { product_type: 'veterinary', program_area: 'Veterinary Medicine' };
  return { product_type: 'drug', program_area: 'Drugs' };
}

/** FDA fiscal year of a date: FY N runs from 1 October N-1 to 30 September N. */
export function fiscalYearOf(isoDate: string): number {
  const [year, month] = isoDate.split('-').map(Number);
  if (!year || !month) throw new Error(`not an ISO date: ${isoDate}`);
  return month >= 10 ? year + 1 : year;
}
