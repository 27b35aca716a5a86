import type { ProtocolContext } from './protocol-context.ts';
import { buildProtocolContext, canonicalAuthority, DEFAULT_AUTHORITIES } from './protocol-context.ts';
import type { ValidationIssue, ValidationResult } from './protocol.schema.ts';
import { Protocol, REQUIRED_PROTOCOL_FIELDS, ValidationOptions } from './protocol.schema.ts';
import type { ProtocolRule } from './rules.ts';
import { PROTOCOL_RULES, ruleAppliesTo, ruleCountsFor } from './rules.ts';
import type { SimilarTrialIndex } from './similar-trials.ts';
import { findSimilarTrials } from './similar-trials.ts';
import { valueAtPath } from '../value-at-path.ts';

/**
 * `POST /v1/rules/validate` as a pure function: the protocol in, document 1's Validation result
 * (or a typed error the API maps to 400 `INVALID_PROTOCOL` / 403 `PROTOCOL_TOO_COMPLEX`) out. The
 * caller passes the id, the time and the tier; nothing here reads a clock or a store.
 */

export type Tier = 'free' | 'starter' | 'pro' | 'enterprise';

/** SPEC-DECISIONS 12: arms / secondary endpoints / target authorities allowed per tier. */
export const COMPLEXITY_LIMITS: Readonly<Record<Tier, { arms: number; secondary_endpoints: number; target_authorities: number }>> = {
  free: { arms: 3, secondary_endpoints: 5, target_authorities: 1 },
  starter: { arms: 6, secondary_endpoints: 15, target_authorities: 3 },
  pro: { arms: 10, secondary_endpoints: 30, target_authorities: 6 },
  enterprise: { arms: 50, secondary_endpoints: 100, target_authorities: 20 },
};

/** Score deductions: a critical gap costs 20 points, a warning 5; info suggestions cost nothing. */
export const SCORE_DEDUCTIONS = { critical: 20, warning: 5, info: 0 } as const;

export interface ValidateProtocolOptions {
  tier: Tier;
  /** The `validation_id` to report (the caller's id generator). */
  validationId: string;
  /** ISO 8601 time of the validation (the caller's clock). */
  timestamp: string;
  /** The request's `validation_options`; absent fields take the spec's defaults. */
  validationOptions?: Partial<ValidationOptions>;
  /**
   * The completed ClinicalTrials.gov trials to compare with when `compare_similar_trials` is set
   * (built by the caller from its store, see similar-trials.ts); absent: the list is empty.
   */
  similarTrials?: SimilarTrialIndex;
}

export interface InvalidProtocolError {
  code: 'INVALID_PROTOCOL';
  status: 400;
  message: string;
  details: { missing_fields: string[]; invalid_fields: Array<{ field: string; message: string }> };
}

export interface ProtocolTooComplexError {
  code: 'PROTOCOL_TOO_COMPLEX';
  status: 403;
  message: string;
  details: {
    tier: Tier;
    limits: { arms: number; secondary_endpoints: number; target_authorities: number };
    actual: { arms: number; secondary_endpoints: number; target_authorities: number };
    exceeded: Array<'arms' | 'secondary_endpoints' | 'target_authorities'>;
  };
}

export type ProtocolValidationError = InvalidProtocolError | ProtocolTooComplexError;
export type ValidateProtocolOutcome = { ok: true; result: ValidationResult } | { ok: false; error: ProtocolValidationError };

const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Absent required fields (absent, null or blank), in the spec's order. */
export function missingProtocolFields(input: unknown): string[] {
  const record = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  return REQUIRED_PROTOCOL_FIELDS.filter((field) => isBlank(record[field]));
}

function invalidProtocol(input: unknown): InvalidProtocolError | Protocol {
  const missing = missingProtocolFields(input);
  const parsed = Protocol.safeParse(input);
  const issues = parsed.success ? [] : parsed.error.issues.filter((issue) => issue.path.length > 0 && !(issue.path.length === 1 && missing.includes(String(issue.path[0]))));
  // A required field inside a given one (`endpoints.primary`) that is absent is missing, not invalid.
  const nestedMissing = issues.filter((issue) => issue.code === 'invalid_type' && isBlank(valueAtPath(input, issue.path))).map((issue) => issue.path.join('.'));
  missing.push(...nestedMissing.filter((field) => !missing.includes(field)));
  const invalid = issues
    .filter((issue) => !nestedMissing.includes(issue.path.join('.')))
    // The validator's wording ("Invalid input: expected number, received string") said plainly.
    .map((issue) => ({ field: issue.path.join('.'), message: issue.code === 'invalid_type' ? `must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}` : issue.message }));
  if (parsed.success && missing.length === 0) return parsed.data;
  const parts: string[] = [];
  if (missing.length > 0) parts.push(`missing required fields: ${missing.join(', ')}`);
  if (invalid.length > 0) parts.push(`invalid fields: ${invalid.map((entry) => entry.field).join(', ')}`);
  if (parts.length === 0) parts.push('the protocol must be an object');
  return {
    code: 'INVALID_PROTOCOL',
    status: 400,
    message: `Protocol ${parts.join('; ')}. Required: ${REQUIRED_PROTOCOL_FIELDS.join(', ')}.`,
    details: { missing_fields: missing, invalid_fields: invalid },
  };
}

function tooComplex(protocol: Protocol, tier: Tier): ProtocolTooComplexError | null {
  const limits = COMPLEXITY_LIMITS[tier];
  const given = protocol.target_authorities && protocol.target_authorities.length > 0 ? protocol.target_authorities : DEFAULT_AUTHORITIES;
  const actual = {
    arms: protocol.study_design.arms ?? 0,
    secondary_endpoints: (protocol.endpoints.secondary ?? []).length,
    target_authorities: new Set(given.map(canonicalAuthority)).size,
  };
  const exceeded = (['arms', 'secondary_endpoints', 'target_authorities'] as const).filter((key) => actual[key] > limits[key]);
  if (exceeded.length === 0) return null;
  return {
    code: 'PROTOCOL_TOO_COMPLEX',
    status: 403,
    message: `Protocol exceeds the ${tier} tier's complexity limits (${exceeded.map((key) => `${key} ${actual[key]} > ${limits[key]}`).join(', ')}).`,
    details: { tier, limits: { ...limits }, actual, exceeded },
  };
}

interface Finding {
  rule: ProtocolRule;
  detail: string;
}

const SEVERITY_ORDER = { critical: 0, warning: 1, info: 2 } as const;

function score(findings: readonly Finding[]): number {
  const deduction = findings.reduce((sum, { rule }) => sum + SCORE_DEDUCTIONS[rule.severity], 0);
  return Math.max(0, 100 - deduction);
}

const countOf = (findings: readonly Finding[], severity: 'critical' | 'warning') => findings.filter(({ rule }) => rule.severity === severity).length;

/** Runs the applicable checks: what was evaluated, and the findings. */
export function runProtocolRules(ctx: ProtocolContext, options: { checkRecentGuidance: boolean }): { evaluated: ProtocolRule[]; findings: Finding[] } {
  const evaluated: ProtocolRule[] = [];
  const findings: Finding[] = [];
  for (const rule of PROTOCOL_RULES) {
    if (rule.recent_guidance && !options.checkRecentGuidance) continue;
    if (!ruleAppliesTo(rule, ctx.authorities)) continue;
    const outcome = rule.check(ctx);
    if (outcome === 'not_applicable') continue;
    evaluated.push(rule);
    if (outcome !== null) findings.push({ rule, detail: outcome.detail });
  }
  findings.sort((a, b) => SEVERITY_ORDER[a.rule.severity] - SEVERITY_ORDER[b.rule.severity]);
  return { evaluated, findings };
}

/**
 * Validates a protocol (the request's `protocol`, unparsed) against the rule catalogue.
 * Missing or malformed fields → `INVALID_PROTOCOL`; over the tier's limits → `PROTOCOL_TOO_COMPLEX`;
 * otherwise the Validation result, with Starter fields left out for the Free tier.
 */
export function validateProtocol(input: unknown, options: ValidateProtocolOptions): ValidateProtocolOutcome {
  const protocol = invalidProtocol(input);
  if ('code' in protocol) return { ok: false, error: protocol };
  const complexity = tooComplex(protocol, options.tier);
  if (complexity) return { ok: false, error: complexity };

  const settings = ValidationOptions.parse(options.validationOptions ?? {});
  const starter = options.tier !== 'free';
  const withRecommendations = starter && settings.include_recommendations;
  const ctx = buildProtocolContext(protocol);
  const { evaluated, findings } = runProtocolRules(ctx, { checkRecentGuidance: settings.check_recent_guidance });

  const critical = countOf(findings, 'critical');
  const warnings = countOf(findings, 'warning');
  const issues: ValidationIssue[] = findings.map(({ rule, detail }) => ({
    issue_id: rule.id,
    severity: rule.severity,
    category: rule.category,
    title: rule.title,
    description: `${rule.description} Found: ${detail}`,
    regulatory_reference: { ...rule.regulatory_reference },
    ...(withRecommendations ? { recommendation: rule.recommendation } : {}),
    impact: { ...rule.impact },
  }));

  const result: ValidationResult = {
    validation_id: options.validationId,
    timestamp: options.timestamp,
    overall_status: critical > 0 ? 'non_compliant' : warnings > 0 ? 'needs_attention' : 'compliant',
    compliance_score: score(findings),
    summary: { total_checks: evaluated.length, passed: evaluated.length - critical - warnings, warnings, critical },
    issues,
  };
  if (!starter) return { ok: true, result };

  result.compliance_by_authority = Object.fromEntries(
    ctx.authorities.map((authority) => {
      const own = findings.filter(({ rule }) => ruleCountsFor(rule, authority));
      const gaps = own.filter(({ rule }) => rule.severity !== 'info');
      const status = gaps.some(({ rule }) => rule.severity === 'critical') ? 'not_acceptable' : gaps.length > 0 ? 'needs_attention' : 'acceptable';
      return [authority, { score: score(own), status, key_gaps: gaps.map(({ rule }) => rule.title) }] as const;
    }),
  );
  if (withRecommendations) {
    result.recommendations = findings.map(({ rule }, index) => ({
      priority: index + 1,
      action: rule.recommendation,
      rationale: `${rule.title} (${rule.regulatory_reference.document}, ${rule.regulatory_reference.section}).`,
      effort: rule.effort,
    }));
  }
  if (settings.compare_similar_trials) result.similar_approved_trials = options.similarTrials ? findSimilarTrials(ctx, options.similarTrials) : [];
  return { ok: true, result };
}
