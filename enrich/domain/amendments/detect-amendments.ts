import { amendmentTrigger } from './amendment-trigger.ts';
import type { AmendmentTrigger } from './amendment-trigger.ts';
import { PATTERN_TYPES } from './pattern-types.ts';
import type { PatternType } from './pattern-types.ts';
import type { StudyVersion } from './study-version.ts';
import { VERSION_DIFFS } from './version-diff.ts';
import type { ChangeDetail } from './version-diff.ts';

/**
 * One amendment seen between two successive registry versions of a study: what kind of change
 * (a SPEC-DECISIONS 11 pattern type), between which versions, how far it coincided with a slip of
 * the primary completion date, the guessed trigger and the before/after values.
 *
 * A transition that changes several things yields one amendment per pattern type, so one update
 * can count as, say, an endpoint modification and a sample size increase.
 */
export interface Amendment {
  /** NCT id. */
  study_id: string;
  type: PatternType;
  /** Version date (last update posted) of the earlier version. */
  from_version: string;
  /** Version date of the version that shows the change; the amendment is dated by it. */
  to_version: string;
  /**
   * Days the primary completion date moved at this transition (negative when it moved earlier,
   * 0 when it held), the study completion date standing in when either version lacks a primary
   * completion date; null when neither date is in both versions.
   */
  delay_days: number | null;
  trigger: AmendmentTrigger;
  trigger_evidence: string[];
  details: ChangeDetail[];
}

const DAY_MS = 86_400_000;

/** Whole days from one ISO date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function slipDays(before: StudyVersion, after: StudyVersion): number | null {
  if (before.primary_completion_date !== null && after.primary_completion_date !== null) return daysBetween(before.primary_completion_date, after.primary_completion_date);
  if (before.completion_date !== null && after.completion_date !== null) return daysBetween(before.completion_date, after.completion_date);
  return null;
}

/**
 * The amendments of one study: its versions sorted by version date (a date given twice is one
 * version) and each compared with the next. A study with a single version has no amendments to
 * show, which says nothing about whether it was amended; `amendmentPatterns` counts such studies
 * apart. Throws when the versions belong to more than one study, a caller's bug.
 */
export function detectAmendments(versions: readonly StudyVersion[]): Amendment[] {
  const ids = new Set(versions.map((version) => version.nct_id));
  if (ids.size > 1) throw new Error(`detectAmendments takes the versions of one study, got ${[...ids].join(', ')}`);
  const dated = new Map<string, StudyVersion>();
  for (const version of versions) if (!dated.has(version.version_date)) dated.set(version.version_date, version);
  const ordered = [...dated.values()].sort((a, b) => a.version_date.localeCompare(b.version_date));

  const amendments: Amendment[] = [];
  let slippedBefore = false;
  for (let index = 1; index < ordered.length; index += 1) {
    const before = ordered[index - 1]!;
    const after = ordered[index]!;
    const changes = PATTERN_TYPES.map((type) => [type, VERSION_DIFFS[type](before, after)] as const).filter(([, details]) => details.length > 0);
    const slip = slipDays(before, after);
    if (changes.length > 0) {
      const { trigger, evidence } = amendmentTrigger(before, after, {
        slip_days: slip,
        slipped_before: slippedBefore,
        sample_size_increased: changes.some(([type]) => type === 'sample_size_increase'),
      });
      for (const [type, details] of changes) {
        amendments.push({ study_id: after.nct_id, type, from_version: before.version_date, to_version: after.version_date, delay_days: slip, trigger, trigger_evidence: evidence, details });
      }
    }
    if (slip !== null && slip > 0) slippedBefore = true;
  }
  return amendments;
}
