import { z } from 'zod';
import { MessageEnvelope } from '../../infra/bus/topics.ts';

const text = z.string().min(1);

/**
 * One section of 21 CFR on `enriched.regulations`: the ingested text, keyed by the section id the
 * whole system cites (`21 CFR 211.192`; Part 820's Quality System Regulation text carries
 * ` (QSR)`), with the product types and regime its part governs.
 */
export const EnrichedRegulation = MessageEnvelope.extend({
  cfr_section: text.describe('Graph key: the eCFR connector id'),
  citation: text.describe('Citation form without the version suffix: "21 CFR 820.100"'),
  part: z.number().int().positive(),
  part_heading: text.nullable(),
  subpart: text.nullable(),
  subpart_heading: text.nullable(),
  section_number: text,
  heading: text,
  version: text.nullable(),
  text,
  subsections: z.array(z.object({ label: text, heading: text.nullable(), text: text.nullable() })),
  effective_date: z.iso.date().nullable(),
  last_amended: z.iso.date().nullable(),
  product_types: z.array(z.enum(['drug', 'food', 'device', 'api', 'supplement'])),
  regime: z.enum(['gmp', 'gcp', 'general']),
  source_url: z.url(),
});
export type EnrichedRegulation = z.infer<typeof EnrichedRegulation>;

/** One section of an ICH guideline on `enriched.guidelines`, keyed like the ICH connector (`ICH Q10 3.2.2`). */
export const EnrichedGuidelineSection = MessageEnvelope.extend({
  ich_section: text,
  guideline: text.describe('"ICH Q10"'),
  guideline_code: text,
  guideline_title: text,
  guideline_version: text.nullable(),
  guideline_date: z.iso.date().nullable(),
  section_number: text,
  title: text.nullable(),
  text: text.nullable(),
  parent_section: text.nullable().describe('Id of the enclosing section, when there is one'),
  depth: z.number().int().min(1),
  source_url: z.url(),
});
export type EnrichedGuidelineSection = z.infer<typeof EnrichedGuidelineSection>;
