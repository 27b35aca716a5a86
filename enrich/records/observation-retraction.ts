import { z } from 'zod';
import { Retraction } from '../../infra/bus/payloads/retraction.ts';

/** Version of the observation retraction body. */
export const OBSERVATION_RETRACTION_SCHEMA_VERSION = 1;

/**
 * An observation withdrawn, on `enriched.observations` under the observation's id: its 483 left the
 * source (`whole_document`), or a newer copy of the 483 from the same source has fewer numbered
 * observations. Sinks delete it (search, graph) and the facilities step drops the citation it was.
 * `source` is the source whose copy is withdrawn: a sink holding another source's copy keeps it.
 */
export const ObservationRetraction = Retraction.extend({
  observation_id: z.string().min(1),
  inspection_id: z.string().min(1).describe('The 483 the observation belonged to.'),
  fei_number: z.string().min(1).describe('The facility: the partition key and the facts to update.'),
  whole_document: z.boolean().describe('True when the whole 483 left its source (its inspection goes too, once no copy is left).'),
});
export type ObservationRetraction = z.infer<typeof ObservationRetraction>;
