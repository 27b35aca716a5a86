import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ValidationResult } from '../../enrich/domain/protocol-validation/protocol.schema.ts';
import { validateProtocol } from '../../enrich/domain/protocol-validation/validate-protocol.ts';
import type { Clock } from '../../infra/clock.ts';
import { ApiError } from '../platform/errors.ts';
import { defineRoute } from '../platform/route.ts';

export const ValidateProtocolRequest = z
  .object({
    // Read by the domain validator, which names every absent or malformed field (INVALID_PROTOCOL
    // with details.missing_fields) instead of the platform's first-issue VALIDATION_ERROR.
    protocol: z.unknown().describe('The Protocol: title, therapeutic_area, indication, phase, study_design, endpoints, sample_size (all required), target_authorities.'),
    validation_options: z
      .object({
        include_recommendations: z.boolean().optional().describe('Default true (recommendations are Starter+).'),
        check_recent_guidance: z.boolean().optional().describe('Default true: also run the checks based on recent guidance.'),
        compare_similar_trials: z.boolean().optional().describe('Default false: add similar_approved_trials (Starter+).'),
      })
      .strict()
      .optional()
      .describe('Options; absent ones take their defaults.'),
  })
  .meta({ id: 'ValidateProtocolRequest' });

/**
 * Why `similar_approved_trials` is empty. The spec's entry is an *approved* trial with an
 * `approval_date`; ClinicalTrials.gov records (the only trial source held: API v2 downloads and
 * record histories) state recruitment status and results, never whether or when a product was
 * approved, so no entry can be filled honestly. Matching on area and design alone and leaving out
 * the approval would pass unapproved trials off as approved ones.
 */
export const SIMILAR_TRIALS_NOTE =
  'Empty by design: similar_approved_trials lists approved trials with their approval_date, and the ClinicalTrials.gov records held (the only trial source) never state whether or when a trial\'s product was approved.';

/** The validation answer, plus the reason `similar_approved_trials` is empty when it was asked for. */
export const ValidateProtocolResponse = ValidationResult.extend({
  similar_approved_trials_note: z.string().optional().describe('Present when similar_approved_trials was asked for: why it is empty.'),
}).meta({ id: 'ValidateProtocolResponse' });

/**
 * `POST /v1/rules/validate`: the protocol checked against the regulatory rule catalogue
 * (enrich/domain/protocol-validation). Counts against the monthly validation quota (Free 5,
 * Starter 50, Pro 500); fields are filtered by tier; complexity is capped per tier
 * (SPEC-DECISIONS 12).
 */
export function createValidateProtocolRoute(deps: { clock: Clock }) {
  return defineRoute({
    method: 'post',
    path: '/v1/rules/validate',
    operationId: 'validateProtocol',
    summary: 'Validate a clinical-trial protocol against regulatory requirements',
    description:
      'Every issue cites its regulatory reference. Free: score, summary and issues; Starter+: per-authority compliance, recommendations and, when asked, similar trials. Counts against the monthly validation quota.',
    tag: 'Rules',
    family: 'platform',
    tier: 'free',
    quotas: ['validations_monthly'],
    request: { body: ValidateProtocolRequest },
    response: ValidateProtocolResponse,
    errors: ['VALIDATION_ERROR', 'INVALID_PROTOCOL', 'PROTOCOL_TOO_COMPLEX', 'QUOTA_EXCEEDED'],
    handler: async ({ body, principal }) => {
      const outcome = validateProtocol(body.protocol, {
        tier: principal?.tier ?? 'free',
        validationId: `val_${randomUUID().replaceAll('-', '')}`,
        timestamp: deps.clock.now().toISOString(),
        validationOptions: body.validation_options ?? {},
        // No source states approvals (see SIMILAR_TRIALS_NOTE): [] rather than a guess.
        similarTrialCandidates: [],
      });
      if (!outcome.ok) throw new ApiError(outcome.error.code, outcome.error.message, { details: { ...outcome.error.details } });
      const asked = outcome.result.similar_approved_trials !== undefined;
      return { body: asked ? { ...outcome.result, similar_approved_trials_note: SIMILAR_TRIALS_NOTE } : outcome.result };
    },
  });
}
