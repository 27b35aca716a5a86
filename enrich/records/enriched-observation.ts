import { z } from 'zod';
import { MessageEnvelope } from '../../infra/bus/topics.ts';

/**
 * One numbered observation of a Form 483, enriched, on `enriched.observations`. It carries its
 * embedding so the search store can be rebuilt from the topic (reindex) without the model.
 * `classification` stays null until an inspection-classification source says otherwise: a 483
 * alone does not tell NAI/VAI/OAI.
 */
export const EnrichedObservation = MessageEnvelope.extend({
  observation_id: z.string().min(1),
  observation_number: z.number().int().positive(),
  inspection_id: z.string().min(1),
  fei_number: z.string().min(1),
  facility_name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  establishment_type: z.string().nullable(),
  inspection_start_date: z.string().nullable(),
  inspection_end_date: z.string(),
  fiscal_year: z.number().int(),
  classification: z.enum(['NAI', 'VAI', 'OAI']).nullable(),
  product_type: z.string(),
  program_area: z.string(),
  act_cfr_number: z.string().nullable(),
  cfr_section: z.string().nullable(),
  short_description: z.string().nullable(),
  citation_match_score: z.number().min(0).max(1).nullable(),
  observation_text: z.string().min(1),
  categories: z.array(z.string()).min(1),
  severity_score: z.number().min(0).max(10),
  investigators: z.array(z.string()),
  text_quality: z.enum(['born_digital', 'ocr']),
  source_url: z.string().nullable(),
  embedding: z.object({ model: z.string(), dimensions: z.number().int().positive(), vector: z.string().min(1) }),
});
export type EnrichedObservation = z.infer<typeof EnrichedObservation>;
