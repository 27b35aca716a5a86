import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ValidationResult } from '../../enrich/domain/protocol-validation/protocol.schema.ts';
import { validateProtocol } from '../../enrich/domain/protocol-validation/validate-protocol.ts';
import type { Clock } from '../../infra/clock.ts';
import { ApiError } from '../platform/errors.ts';
import { defineRoute } from '../platform/route.ts';
import type { SimilarTrialSource } from './similar-trial-source.ts';

export const ValidateProtocolRequest = z
  .object({
    // Read by the domain validator, which names every absent or malformed field (INVALID_PROTOCOL
    // with details.missing_fields) instead of the platform's first-issue VALIDATION_ERROR.
    protocol: z.unknown().describe('The Protocol: title, therapeutic_area, indication, phase, study_design, endpoints, sample_size (all required), target_authorities.'),
    validation_options: z
      .object({
        include_recommendations: z.boolean().optional().describe('Default true (recommendations are Starter+).'),
        check_recent_guidance: z.boolean().optional().describe('Default true: also run the checks based on recent guidance.'),
        compare_similar_trials: z.boolean().optional().describe('Default false: add similar_approved_trials, the most similar completed ClinicalTrials.gov trials of the same therapeutic area (Starter+).'),
      })
      .strict()
      .optional()
      .describe('Options; absent ones take their defaults.'),
  })
  .meta({ id: 'ValidateProtocolRequest' });

/**
 * `POST /v1/rules/validate`: the protocol checked against the regulatory rule catalogue
 * (enrich/domain/protocol-validation). Counts against the monthly validation quota (Free 5,
 * Starter 50, Pro 500); fields are filtered by tier; complexity is capped per tier
 * (SPEC-DECISIONS 12). `similar_approved_trials` comes from the ClinicalTrials.gov records held
 * (`trials`, read only when asked): completed trials, since the registry records no approvals.
 */
export function createValidateProtocolRoute(deps: { clock: Clock; trials: SimilarTrialSource }) {
  return defineRoute({
    method: 'post',
    path: '/v1/rules/validate',
    operationId: 'validateProtocol',
    summary: 'Validate a clinical-trial protocol against regulatory requirements',
    description:
      'Every issue cites its regulatory reference. Free: score, summary and issues; Starter+: per-authority compliance, recommendations and, when asked (compare_similar_trials), similar_approved_trials: completed ClinicalTrials.gov trials of the same therapeutic area ranked by similarity, with approval_date null because the registry does not record approvals. Counts against the monthly validation quota.',
    tag: 'Rules',
    family: 'platform',
    tier: 'free',
    quotas: ['validations_monthly'],
    request: { body: ValidateProtocolRequest },
    response: ValidationResult,
    errors: ['VALIDATION_ERROR', 'INVALID_PROTOCOL', 'PROTOCOL_TOO_COMPLEX', 'QUOTA_EXCEEDED'],
    handler: async ({ body, principal }) => {
      const tier = principal?.tier ?? 'free';
      const options = {
        tier,
        validationId: `val_${randomUUID().replaceAll('-', '')}`,
        timestamp: deps.clock.now().toISOString(),
        validationOptions: body.validation_options ?? {},
      };
      const outcome = validateProtocol(body.protocol, options);
      if (!outcome.ok) throw new ApiError(outcome.error.code, outcome.error.message, { details: { ...outcome.error.details } });
      // The trial index is read only for a valid protocol whose answer carries the list (Starter+, asked
      // for), so a bad protocol is a 400 even while the log is unreachable; the checks take a millisecond to run again.
      if (tier === 'free' || body.validation_options?.compare_similar_trials !== true) return { body: outcome.result };
      const compared = validateProtocol(body.protocol, { ...options, similarTrials: await deps.trials.index() });
      if (!compared.ok) throw new ApiError(compared.error.code, compared.error.message, { details: { ...compared.error.details } });
      return { body: compared.result };
    },
  });
}
