/**
 * Plans and their limits (document 1 "Limits", SPEC-DECISIONS 6–7). One table, read by the tier
 * gate, the limiter, the usage report and the OpenAPI document.
 */

/** Paid plans in ascending order. */
export const PLAN_TIERS = ['free', 'starter', 'pro', 'enterprise'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** Display name used in messages ("Starter+ subscription required"). */
export const TIER_LABEL: Record<PlanTier, string> = { free: 'Free', starter: 'Starter', pro: 'Pro', enterprise: 'Enterprise' };

/** True when `tier` is at least `required`. */
export function tierAtLeast(tier: PlanTier, required: PlanTier): boolean {
  return PLAN_TIERS.indexOf(tier) >= PLAN_TIERS.indexOf(required);
}

/** `null` means unlimited. */
export interface TierLimits {
  /** Requests per second per key; fixed one-second window, no burst. */
  perSecond: number;
  /** Calls per calendar month (UTC) per tenant. */
  monthly: number | null;
}

export const TIER_LIMITS: Record<PlanTier, TierLimits> = {
  free: { perSecond: 2, monthly: 1_000 },
  starter: { perSecond: 10, monthly: 10_000 },
  pro: { perSecond: 50, monthly: 50_000 },
  enterprise: { perSecond: 100, monthly: null },
};

/**
 * Extra quotas some route families carry on top of the per-second and monthly limits
 * (SPEC-DECISIONS 7). A route lists the quotas it consumes in its definition.
 */
export const QUOTA_NAMES = ['kg_daily', 'kg_investigate_hourly', 'kg_trends_hourly', 'validations_monthly'] as const;
export type QuotaName = (typeof QUOTA_NAMES)[number];

export interface QuotaRule {
  window: 'hour' | 'day' | 'month';
  /** Limit per tier; `null` unlimited; absent tiers cannot reach such routes (the tier gate stops them first). */
  limits: Partial<Record<PlanTier, number | null>>;
  description: string;
}

export const QUOTA_RULES: Record<QuotaName, QuotaRule> = {
  kg_daily: { window: 'day', limits: { starter: 1_000, pro: 10_000, enterprise: null }, description: 'Knowledge-graph calls per day (UTC)' },
  kg_investigate_hourly: { window: 'hour', limits: { pro: 100, enterprise: null }, description: 'KG investigations per hour' },
  kg_trends_hourly: { window: 'hour', limits: { pro: 50, enterprise: null }, description: 'KG analytics-trend calls per hour' },
  validations_monthly: { window: 'month', limits: { free: 5, starter: 50, pro: 500, enterprise: null }, description: 'Protocol validations per calendar month (UTC)' },
};
