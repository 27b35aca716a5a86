/**
 * The id of a 483's inspection: FEI plus the last day of the inspection. Both copies of one 483
 * (the reading-room OCR row and the published PDF's text) produce the same id, so their
 * observations land on the same records downstream instead of appearing twice.
 */
export function form483InspectionId(fei: string, inspectionEndDate: string): string {
  return `483-${fei}-${inspectionEndDate.replaceAll('-', '')}`;
}
