import type { StudyVersion } from './study-version.ts';

/**
 * Why a study was amended, as far as two registry versions let one guess. The registry never
 * states the reason, so this is a documented heuristic over what changed and what the new text
 * says, applied once per version transition (every amendment of the transition shares it), first
 * rule that holds wins:
 *
 * 1. `safety`: a data monitoring committee was added, or safety words (adverse events, DSMB / data
 *    monitoring committee, toxicity, dose-limiting, clinical hold, safety signal / concern) appear
 *    in the new version's texts that the earlier version's texts did not contain.
 * 2. `regulatory_request`: the new texts newly mention a regulator's request, feedback or advice
 *    ("at the request of the FDA", "health authority feedback").
 * 3. `enrollment_shortfall`: the primary completion date moved later while the study was still
 *    recruiting (slow accrual is the usual reason a recruiting trial slips), or the planned
 *    enrollment rose at or after a completion-date slip (the issue's own example).
 * 4. `unspecified` otherwise: most registry updates carry no stated reason.
 */
export const AMENDMENT_TRIGGERS = ['safety', 'regulatory_request', 'enrollment_shortfall', 'unspecified'] as const;
export type AmendmentTrigger = (typeof AMENDMENT_TRIGGERS)[number];

/** Statuses in which the study is still enrolling. */
const RECRUITING = new Set(['NOT_YET_RECRUITING', 'RECRUITING', 'ENROLLING_BY_INVITATION']);

const SAFETY_TERMS: ReadonlyArray<readonly [string, RegExp]> = [
  ['adverse event', /adverse (?:events?|reactions?|effects?)/i],
  ['data monitoring committee', /\b(?:i?dsmb|i?dmc|data (?:and safety )?monitoring (?:board|committee))\b/i],
  ['toxicity', /toxicit/i],
  ['dose-limiting', /dose.limiting/i],
  ['clinical hold', /clinical hold/i],
  ['safety signal', /safety (?:signals?|concerns?|issues?|findings?)/i],
];

const REGULATORY_REQUEST =
  /(?:(?:request|feedback|advice|recommendations?|comments?) (?:of|from|by) (?:the )?(?:us )?(?:fda|ema|mhra|pmda|regulator\w*|health authorit\w*|competent authorit\w*|agency))|(?:(?:fda|ema|mhra|pmda|regulatory|health authority|competent authority|agency) (?:request|feedback|advice|recommendation)s?)/gi;

/** The texts a reason could be written in: narrative, why stopped, outcomes, criteria, arms and interventions. */
function versionText(version: StudyVersion): string {
  return [
    version.brief_summary,
    version.detailed_description,
    version.why_stopped,
    version.eligibility_criteria,
    ...version.primary_outcomes.map((outcome) => outcome.measure),
    ...version.secondary_outcomes.map((outcome) => outcome.measure),
    ...version.arm_groups.map((arm) => arm.description),
    ...version.interventions.map((intervention) => intervention.description),
  ]
    .filter((part): part is string => part !== null)
    .join('\n');
}

/** What the trigger rules read about one transition besides the two versions. */
export interface TransitionFacts {
  /** Days the primary completion date moved (later is positive), null when either version lacks it. */
  slip_days: number | null;
  /** True when an earlier transition of the same study slipped the primary completion date. */
  slipped_before: boolean;
  /** True when the planned enrollment rose at this transition. */
  sample_size_increased: boolean;
}

export interface TriggerReading {
  trigger: AmendmentTrigger;
  /** What fired the rule: the new safety terms, the regulator phrase, or the slip in words. */
  evidence: string[];
}

/** The trigger of the transition from `before` to `after` (rules in the module comment). */
export function amendmentTrigger(before: StudyVersion, after: StudyVersion, facts: TransitionFacts): TriggerReading {
  const was = versionText(before);
  const now = versionText(after);
  const safety = SAFETY_TERMS.filter(([, pattern]) => pattern.test(now) && !pattern.test(was)).map(([term]) => term);
  if (before.has_dmc === false && after.has_dmc === true) safety.unshift('data monitoring committee added');
  if (safety.length > 0) return { trigger: 'safety', evidence: safety };

  const earlier = new Set([...was.matchAll(REGULATORY_REQUEST)].map((match) => match[0].toLowerCase()));
  const regulatory = [...new Set([...now.matchAll(REGULATORY_REQUEST)].map((match) => match[0].toLowerCase()))].filter((phrase) => !earlier.has(phrase));
  if (regulatory.length > 0) return { trigger: 'regulatory_request', evidence: regulatory };

  const slipped = facts.slip_days !== null && facts.slip_days > 0;
  if (slipped && before.overall_status !== null && RECRUITING.has(before.overall_status)) {
    return { trigger: 'enrollment_shortfall', evidence: [`primary completion moved ${facts.slip_days} days later while ${before.overall_status}`] };
  }
  if (facts.sample_size_increased && (slipped || facts.slipped_before)) {
    return { trigger: 'enrollment_shortfall', evidence: ['planned enrollment raised at or after a primary completion slip'] };
  }
  return { trigger: 'unspecified', evidence: [] };
}
