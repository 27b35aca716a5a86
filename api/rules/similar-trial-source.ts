import { createSimilarTrialIndex, readStudyCandidate } from '../../enrich/domain/protocol-validation/similar-trials.ts';
import type { SimilarTrialCandidate, SimilarTrialIndex } from '../../enrich/domain/protocol-validation/similar-trials.ts';
import type { EventBus } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import type { Clock } from '../../infra/clock.ts';

/**
 * The completed ClinicalTrials.gov trials `POST /v1/rules/validate` compares a protocol with
 * (`similar_approved_trials`). The study records are the `ctgov-studies` connector's
 * `raw.ctgov.studies` messages, one per registry version: the log is where they are kept (no search
 * index holds trials; the analytics step reads them the same way, as a table beside the stream).
 *
 * Cost: the topic is read once, then only its new messages (offsets kept per partition); the
 * index (latest version per NCT number, candidate features, IDF weights) is rebuilt only when
 * messages arrived, so a request ranks a few hundred precomputed candidates in memory. The end
 * offsets are looked at no more often than `recheckMs` (default 10 s): ClinicalTrials.gov data
 * change daily. Concurrent callers share one refresh.
 */
export interface SimilarTrialSource {
  /** The index at the current data version. */
  index(): Promise<SimilarTrialIndex>;
}

/** Messages read per call while catching up. */
const READ_PAGE = 1000;
const DEFAULT_RECHECK_MS = 10_000;

export function createSimilarTrialSource(deps: { bus: Pick<EventBus, 'read' | 'topics'>; clock: Clock; recheckMs?: number }): SimilarTrialSource {
  const recheckMs = deps.recheckMs ?? DEFAULT_RECHECK_MS;
  const topic = TOPICS.rawCtgovStudies;
  /** Next offset to read, per partition. */
  const next = new Map<number, number>();
  /** The latest version seen of each study, with its candidate (null: not a completed trial in the eight areas). */
  const latest = new Map<string, { version_date: string; candidate: SimilarTrialCandidate | null }>();
  let current: SimilarTrialIndex = createSimilarTrialIndex([]);
  let checkedAt = Number.NEGATIVE_INFINITY;
  let refreshing: Promise<SimilarTrialIndex> | null = null;

  async function refresh(): Promise<SimilarTrialIndex> {
    const partitions = (await deps.bus.topics()).filter((entry) => entry.topic === topic);
    let changed = false;
    for (const { partition, endOffset } of partitions) {
      let offset = next.get(partition) ?? 0;
      while (offset < endOffset) {
        const messages = await deps.bus.read(topic, { partition, fromOffset: offset, limit: READ_PAGE });
        if (messages.length === 0) break;
        for (const message of messages) changed = take(message.value) || changed;
        offset = (messages.at(-1)?.offset ?? offset) + 1;
      }
      next.set(partition, offset);
    }
    if (changed) current = createSimilarTrialIndex([...latest.values()].flatMap((entry) => (entry.candidate ? [entry.candidate] : [])));
    checkedAt = deps.clock.now().getTime();
    return current;
  }

  /** Keeps the message's version when it is the study's latest; true when the held state changed. */
  function take(value: unknown): boolean {
    const study = typeof value === 'object' && value !== null ? (value as { study?: unknown }).study : undefined;
    if (study === undefined) return false;
    const reading = readStudyCandidate(study);
    if (!reading) return false;
    const held = latest.get(reading.nct_id);
    if (held && held.version_date > reading.version_date) return false;
    latest.set(reading.nct_id, { version_date: reading.version_date, candidate: reading.candidate });
    return true;
  }

  return {
    index() {
      if (deps.clock.now().getTime() - checkedAt < recheckMs) return Promise.resolve(current);
      refreshing ??= refresh().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
  };
}
