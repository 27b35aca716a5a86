import { z } from 'zod';
import { Retraction } from '../../infra/bus/payloads/retraction.ts';

/**
 * The retraction of a whole rule document on `enriched.rules`, keyed by the document id: the rules
 * sink deletes every chunk of it, and the change feed shows the document as retracted.
 */
export const RuleDocumentRetraction = Retraction.extend({ rule_id: z.string().min(1) });
export type RuleDocumentRetraction = z.infer<typeof RuleDocumentRetraction>;
