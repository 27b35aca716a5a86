import { z } from 'zod';
import { Retraction } from '../../infra/bus/payloads/retraction.ts';
import { MessageEnvelope } from '../../infra/bus/topics.ts';

/** Version of the facility retraction bodies. */
export const FACILITY_RETRACTION_SCHEMA_VERSION = 1;

/**
 * A facility withdrawn, on `enriched.facilities` under its FEI: every record that stated a fact
 * about it was retracted from its source. Sinks delete the facility (search document, graph node);
 * the change feed shows it as a `retract`.
 */
export const FacilityRetraction = Retraction.extend({
  fei_number: z.string().regex(/^\d{1,10}$/),
});
export type FacilityRetraction = z.infer<typeof FacilityRetraction>;

/**
 * A retraction change on `facility.changes`: records about the facility left their sources, so the
 * facts they stated are gone (`diff.before`), and with the last of them the facility itself
 * (`facility_retracted`). Not alertable (no watchlist `alert_on` names it); it tells a consumer of
 * the change stream that history shrank, which the other change types never say.
 */
export const FacilityRetractionChange = MessageEnvelope.extend({
  type: z.literal('retraction'),
  fei_number: z.string().min(1),
  facility_name: z.string(),
  occurred_at: z.string().describe('When the retraction was processed.'),
  facility_retracted: z.boolean().describe('True when no fact about the facility is left: the facility itself is gone.'),
  diff: z.object({
    before: z.object({
      inspection_ids: z.array(z.string()),
      citation_ids: z.array(z.string()),
      compliance_action_ids: z.array(z.string()),
    }),
    after: z.null(),
  }),
});
export type FacilityRetractionChange = z.infer<typeof FacilityRetractionChange>;
