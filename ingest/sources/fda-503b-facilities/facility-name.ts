/**
 * FDA's 503B list puts a facility's name, former name, city and state in one cell:
 * "Optum Compounding Services, LLC, formerly registered as Avella of Deer Valley, Inc., Phoenix, AZ"
 * (on the web page the city and state follow a line break). The state is the trailing two
 * capitals, the city the comma-free part before it; a cell that does not end that way keeps the
 * whole text as the name, with city and state unknown.
 */
export interface FacilityName {
  facility_name: string;
  formerly_registered_as: string | null;
  city: string | null;
  state: string | null;
}

const PLACE = /^(?<rest>.+?),\s*(?<city>[^,]+?),?\s+(?<state>[A-Z]{2})\.?$/;
const FORMERLY = /,?\s*\bformerly (?:registered|known) as\b:?\s*/i;

/** Name, former name, city and state of one facility cell. */
export function parseFacilityName(cell: string): FacilityName {
  const text = cell
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ')
    .replace(/\s+/g, ' ')
    .replace(/,\s*,/g, ',')
    .replace(/[\s,]+$/, '');
  const place = PLACE.exec(text);
  const rest = place?.groups?.rest ?? text;
  const [name, former] = rest.split(FORMERLY);
  return {
    facility_name: name!.replace(/[\s,]+$/, ''),
    formerly_registered_as: former?.replace(/[\s,]+$/, '') || null,
    city: place?.groups?.city ?? null,
    state: place?.groups?.state ?? null,
  };
}
