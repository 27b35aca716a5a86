import type { IndexMapping } from '../../infra/search/search-store.port.ts';

/** The search index observations are projected into. */
export const OBSERVATIONS_INDEX = 'observations';

/** Its mapping: what the API filters, sorts and searches on. */
export const OBSERVATIONS_MAPPING: IndexMapping = {
  fields: {
    observation_id: 'keyword',
    inspection_id: 'keyword',
    fei_number: 'keyword',
    classification: 'keyword',
    product_type: 'keyword',
    program_area: 'keyword',
    act_cfr_number: 'keyword',
    cfr_section: 'keyword',
    categories: 'keyword',
    state: 'keyword',
    country: 'keyword',
    text_quality: 'keyword',
    content_hash: 'keyword',
    inspection_end_date: 'date',
    fiscal_year: 'number',
    severity_score: 'number',
    short_description: 'text',
    observation_text: 'text',
    facility_name: 'text',
  },
  vectorDimensions: 384,
};
