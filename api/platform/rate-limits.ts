/**
 * The limiter behind every authenticated request (document 1 "Limits", SPEC-DECISIONS 7–9), on a
 * durable store: SQLite (embedded mode, one file owned by one process, counters kept in its memory
 * and written behind, write-behind-counters.ts; they survive a restart) or Redis through
 * rate-limiter-flexible (engines mode, one count shared by every API process).
 *
 * Limits, checked in this order, each an atomic increment in the store:
 * 1. Per second, per API key (`sec:<keyId>`). A FIXED window of one second, no burst: the first request
 *    opens a window that lasts exactly one second (the store's expiry), every request in it adds one
 *    point, and the `perSecond + 1`-th is refused until the window expires; the next request opens a
 *    new window with a full allowance. There is no sliding average and no token bucket, so a client
 *    never gets more than `perSecond` calls inside one window. The window runs on the store's real
 *    time (rate-limiter-flexible reads `Date.now()` / Redis TTLs), not on the injected clock. With the
 *    SQLite backend these windows are counted in the memory of the one process that owns the file
 *    (every other counter is a durable row, kept in that memory too and written behind the requests,
 *    write-behind-counters.ts): a window is over before a restart is.
 * 2. Calls per calendar month (UTC), per tenant (`month:<tenantId>:<YYYY-MM>`), when the request counts
 *    toward the monthly quota. The window is the KEY: its name comes from the injected clock's UTC
 *    month, so a new month is a new key and starts from zero exactly at 00:00:00Z on the 1st. The
 *    store expiry (rate-limiter-flexible's per-call `customDuration`, set when the key is created) is
 *    the seconds left until that instant rounded up, so storage is reclaimed when the month ends.
 * 3. The route's extra quotas (`QUOTA_RULES`), per tenant, keyed by their UTC hour, day or month
 *    (`quota:<name>:<tenantId>:<period>`) in the same way.
 *
 * The reward rule ("requests rejected with 401 or 429 do not count"): a request either counts in
 * every limit or in none. When a limit refuses it, the points this call already took from the limits
 * before it are given back (`reward`), and so is the refused limit's own over-consumption for the
 * monthly and quota windows, so a stored count equals the number of requests actually served (what a
 * tenant pays for, and what survives a plan change mid-month). Two refinements:
 * - A point is given back only while the window it was taken from still has at least
 *   `REWARD_MARGIN_MS` to run; rewarding a window that just expired would create the NEXT window at
 *   -1 and grant one extra call in it. A point left in a dying window costs nothing.
 * - The per-second limit never gives back its own refused point: that window dies within a second
 *   and its remaining count is already floored at 0.
 * Concurrent requests can see a count briefly inflated by a point that is about to be given back;
 * that can only refuse, never over-allow. Reported figures are floored/capped (remaining ≥ 0, used ≤
 * limit) so a transient over-count never shows.
 *
 * Usage alerts (80/90/100 % of the monthly quota) go out once per tenant, tier, month and threshold:
 * an allowed, counted request at or above a threshold CLAIMS it with an atomic one-point limiter
 * (`alert:...`), and only the first claimer (across all processes) calls `onUsageAlert`. A claim
 * rather than a bare "count crossed the threshold" test because give-backs can make two requests
 * see the same count (a duplicate alert) or the crossing request can itself be refused by a later
 * quota (a missed alert). Each process remembers its claims for the month, so this costs at most one
 * extra store call per tenant and threshold per process.
 *
 * A store that fails (Redis down, SQLite file gone) surfaces as `ApiError('SERVICE_UNAVAILABLE')`
 * naming the backend 'rate-limiter': rate-limiter-flexible rejects with an `Error` on store failure
 * and with a `RateLimiterRes` when a limit is reached, and the two are told apart here.
 */
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Clock } from '../../infra/clock.ts';
import type { Logger } from '../../infra/logger.ts';
import { type SqliteDatabase, openSqlite } from '../../infra/sqlite.ts';
import { ApiError, serviceUnavailable } from './errors.ts';
import { type PlanTier, type QuotaName, type QuotaRule, QUOTA_NAMES, QUOTA_RULES, TIER_LABEL, TIER_LIMITS } from './tiers.ts';
import { type Counter, type WriteBehindTable, FLUSH_MS, createWriteBehindTable } from './write-behind-counters.ts';

/**
 * Where the counters live. SQLite is the embedded default: ONE process owns the file (`regintel
 * start`/`api` make their supervisor that process and their API workers ask it over IPC,
 * rate-limits.cluster.ts), since its per-second windows live in that process's memory. Redis lets
 * several independent API processes share one count.
 */
export type LimiterBackend = { kind: 'sqlite'; file: string } | { kind: 'redis'; url: string; keyPrefix?: string };

/** One authenticated request, as the limiter needs to see it; built by the API from the principal and the route. */
export interface LimitRequest {
  /** Stable id of the API key, e.g. its prefix; never the key itself (it ends up in store keys). */
  keyId: string;
  tenantId: string;
  tier: PlanTier;
  /** Extra quotas the route consumes (`RouteDefinition.quotas`). */
  quotas: readonly QuotaName[];
  /** False for calls that must not spend the monthly quota (`GET /v1/usage`). */
  countsTowardMonthlyQuota: boolean;
}

/** The five headers every authenticated response carries (document 1 "Limits" rule 2, SPEC-DECISIONS 9). */
export type RateLimitHeaders = Record<
  'X-RateLimit-Limit' | 'X-RateLimit-Remaining' | 'X-RateLimit-Reset' | 'X-RateLimit-Monthly-Limit' | 'X-RateLimit-Monthly-Remaining',
  string
>;

/** What `consume` decided: the headers always, and the 429 to throw when the request is refused. */
export type LimitOutcome = { allowed: true; headers: RateLimitHeaders } | { allowed: false; headers: RateLimitHeaders; error: ApiError };

/** A tenant's monthly usage crossing 80, 90 or 100 % of its quota; published once as a `tenant.events` alert. */
export interface UsageAlert {
  tenantId: string;
  tier: PlanTier;
  threshold: 80 | 90 | 100;
  /** Calls counted this month when the threshold was reached. */
  used: number;
  limit: number;
  /** Calendar month (UTC), e.g. '2026-11'. */
  period: string;
  /** ISO timestamp (from the clock). */
  at: string;
}

/** Points of the counter that counts unlimited plans' calls: more than any month can hold. */
const UNCAPPED_POINTS = 2 ** 31 - 1;

/** The monthly figures `GET /v1/usage` reports. */
export interface MonthlyUsage {
  /** Calls counted this month; never above the limit. Unlimited plans are counted too. */
  used: number;
  /** `null` when unlimited. */
  limit: number | null;
  /** Start of the calendar month (UTC), ISO. */
  periodStart: string;
  /** End of the calendar month (UTC), ISO: the instant the next month starts (exclusive end). */
  periodEnd: string;
  /** Thresholds reached this period, derived from the count. */
  alerts: Array<{ threshold: 80 | 90 | 100; message: string }>;
}

/** The limiter port the API depends on. */
export interface RateLimits {
  /**
   * Applies the per-second, monthly and route quotas to one request. Resolves with the decision and
   * headers; rejects only with a 503 `ApiError` when the store is unreachable (or with an `Error` for a
   * programming mistake such as a quota the tier cannot reach).
   */
  consume(request: LimitRequest): Promise<LimitOutcome>;
  /** The tenant's count for the current calendar month (read-only). */
  monthlyUsage(tenantId: string, tier: PlanTier): Promise<MonthlyUsage>;
  /** A trivial store round-trip for `/v1/health`. */
  health(): Promise<{ status: 'up' | 'down'; detail?: string }>;
  /** Releases the store connection; safe to call twice. */
  close(): Promise<void>;
}

/** The usage thresholds that raise an alert, in ascending order. */
const ALERT_THRESHOLDS = [80, 90, 100] as const;
type AlertThreshold = (typeof ALERT_THRESHOLDS)[number];

/** A point is given back only when its window has at least this long to run (see the header comment). */
const REWARD_MARGIN_MS = 100;

/** How often the SQLite store deletes rows of expired windows (hour/day keys would otherwise pile up). */
const SQLITE_SWEEP_MS = 10 * 60_000;

/** Retry-After for a store outage. */
const STORE_RETRY_AFTER_SECONDS = 5;

const DEFAULT_REDIS_PREFIX = 'regintel:rl';

/** One kind of counter: its own SQLite table, and a fallback duration (every non-second call passes its own). */
type LimitKind = 'sec' | 'month' | 'alert' | QuotaName;

const KIND_TABLE: Record<LimitKind, string> = {
  sec: 'rl_per_second',
  month: 'rl_monthly',
  alert: 'rl_usage_alerts',
  kg_daily: 'rl_quota_kg_daily',
  kg_investigate_hourly: 'rl_quota_kg_investigate_hourly',
  kg_trends_hourly: 'rl_quota_kg_trends_hourly',
  validations_monthly: 'rl_quota_validations_monthly',
};

const WINDOW_SECONDS: Record<QuotaRule['window'], number> = { hour: 3_600, day: 86_400, month: 31 * 86_400 };

function kindDuration(kind: LimitKind): number {
  if (kind === 'sec') return 1;
  if (kind === 'month' || kind === 'alert') return WINDOW_SECONDS.month;
  return WINDOW_SECONDS[QUOTA_RULES[kind].window];
}

/** The library's per-call options; `customDuration` only takes effect when the key is created. */
interface CallOptions {
  customDuration?: number;
}

/** A calendar window aligned to UTC. */
interface Period {
  /** 'YYYY-MM', 'YYYY-MM-DD' or 'YYYY-MM-DDTHH'. */
  id: string;
  start: Date;
  end: Date;
}

function periodOf(window: QuotaRule['window'], now: Date): Period {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  const h = now.getUTCHours();
  if (window === 'month') {
    const start = new Date(Date.UTC(y, m, 1));
    return { id: start.toISOString().slice(0, 7), start, end: new Date(Date.UTC(y, m + 1, 1)) };
  }
  if (window === 'day') {
    const start = new Date(Date.UTC(y, m, d));
    return { id: start.toISOString().slice(0, 10), start, end: new Date(Date.UTC(y, m, d + 1)) };
  }
  const start = new Date(Date.UTC(y, m, d, h));
  return { id: start.toISOString().slice(0, 13), start, end: new Date(Date.UTC(y, m, d, h + 1)) };
}

/** Whole seconds from `now` until `end`, rounded up and at least 1 (an honest Retry-After, and a valid TTL). */
function secondsUntil(end: Date, now: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
}

/** The count at which a threshold is reached, e.g. 800 for 80 % of 1,000. */
function alertCount(limit: number, threshold: AlertThreshold): number {
  return Math.ceil((limit * threshold) / 100);
}

function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** Makes counters for one store; table/namespace per kind, one counter object per (kind, points). */
interface LimiterStore {
  limiter(kind: LimitKind, points: number): Counter;
  /** A real read of the store (not of a counter kept in memory). */
  health(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The embedded store. Per-second windows live in memory (rate-limiter-flexible's), the durable
 * counters in write-behind tables (write-behind-counters.ts): one process owns this file, so its
 * memory is the authority. The tables are the ones rate-limiter-flexible's SQLite store created
 * in earlier versions, with the same columns.
 */
async function openSqliteStore(file: string, logger: Logger): Promise<LimiterStore> {
  const db: SqliteDatabase = openSqlite(file);
  // Every kind but the per-second windows is a durable row.
  const durableKinds = (Object.keys(KIND_TABLE) as LimitKind[]).filter((kind) => kind !== 'sec');
  const tables = new Map<LimitKind, WriteBehindTable>();
  for (const kind of durableKinds) {
    db.exec(`CREATE TABLE IF NOT EXISTS ${KIND_TABLE[kind]} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)`);
    // A usage-alert claim lost in a crash would send the alert twice: those are written at once.
    tables.set(kind, createWriteBehindTable(db, KIND_TABLE[kind], { writeThrough: kind === 'alert' }));
  }
  const flushAll = () => {
    for (const table of tables.values()) table.flush();
  };
  const flusher = setInterval(() => {
    try {
      flushAll();
    } catch (error) {
      // The counters stay dirty in memory and are written on the next tick.
      logger.warn({ err: error }, 'rate-limiter: writing the counters failed; will retry');
    }
  }, FLUSH_MS);
  flusher.unref();
  const sweep = setInterval(() => {
    try {
      const now = Date.now(); // expiry is stored in real time
      for (const kind of durableKinds) db.prepare(`DELETE FROM ${KIND_TABLE[kind]} WHERE expire IS NOT NULL AND expire < ?`).run(now);
      for (const table of tables.values()) table.forgetExpired();
    } catch (error) {
      logger.warn({ err: error }, 'rate-limiter: sweeping expired windows failed');
    }
  }, SQLITE_SWEEP_MS);
  sweep.unref();
  const probe = db.prepare(`SELECT count(*) FROM ${KIND_TABLE.month} WHERE key = ?`);
  const cache = new Map<string, Counter>();
  let closed = false;
  return {
    limiter(kind, points) {
      const id = `${kind}:${points}`;
      let limiter = cache.get(id);
      if (!limiter) {
        const table = tables.get(kind);
        // A one-second window needs no durability (it is over before a restart is), and one process
        // owns this store, so memory counts it exactly.
        limiter = table ? table.counter(points, kindDuration(kind)) : new RateLimiterMemory({ keyPrefix: '', points, duration: 1 });
        cache.set(id, limiter);
      }
      return limiter;
    },
    async health() {
      if (closed) throw new Error('rate-limit store is closed');
      probe.get('health:probe');
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(flusher);
      clearInterval(sweep);
      try {
        for (const table of tables.values()) table.close();
      } finally {
        db.close();
      }
    },
  };
}

async function openRedisStore(url: string, keyPrefix: string, logger: Logger): Promise<LimiterStore> {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  // Log an outage once, not once per reconnection attempt; ioredis reconnects on its own.
  let reportedDown = false;
  client.on('error', (error: Error) => {
    if (reportedDown) return;
    reportedDown = true;
    logger.error({ err: { message: error.message } }, 'rate-limiter: Redis connection error');
  });
  client.on('ready', () => {
    if (reportedDown) logger.info('rate-limiter: Redis connection restored');
    reportedDown = false;
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    logger.error({ err: { message: error instanceof Error ? error.message : String(error) } }, 'rate-limiter: cannot connect to Redis');
    throw serviceUnavailable('rate-limiter', STORE_RETRY_AFTER_SECONDS);
  }
  const cache = new Map<string, RateLimiterAbstract>();
  let closed = false;
  const limiter = (kind: LimitKind, points: number): RateLimiterAbstract => {
    const id = `${kind}:${points}`;
    let made = cache.get(id);
    if (!made) {
      made = new RateLimiterRedis({ storeClient: client, keyPrefix, points, duration: kindDuration(kind), rejectIfRedisNotReady: true });
      cache.set(id, made);
    }
    return made;
  };
  return {
    limiter,
    async health() {
      await limiter('month', 1).get('health:probe');
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}

/** One point taken in this call: enough to give it back. */
interface Taken {
  limiter: Counter;
  key: string;
  options: CallOptions;
  res: RateLimiterRes;
  /** `performance.now()` when the store answered. */
  at: number;
}

type Attempt = { ok: true; taken: Taken } | { ok: false; taken: Taken };

/**
 * Builds the limiter on the configured store. For Redis it connects first and fails with a 503
 * `ApiError` when Redis cannot be reached, so a misconfigured engines mode is noticed at start.
 */
export async function createRateLimits(options: {
  backend: LimiterBackend;
  clock: Clock;
  upgradeUrl: string;
  logger: Logger;
  onUsageAlert?: (alert: UsageAlert) => void | Promise<void>;
}): Promise<RateLimits> {
  const { backend, clock, upgradeUrl, logger, onUsageAlert } = options;
  const store =
    backend.kind === 'sqlite'
      ? await openSqliteStore(backend.file, logger)
      : await openRedisStore(backend.url, backend.keyPrefix ?? DEFAULT_REDIS_PREFIX, logger);

  let storeFailing = false;
  function unavailable(error: unknown): ApiError {
    if (!storeFailing) {
      storeFailing = true;
      logger.error({ err: { message: error instanceof Error ? error.message : String(error) }, backend: backend.kind }, 'rate-limiter: store call failed');
    }
    return serviceUnavailable('rate-limiter', STORE_RETRY_AFTER_SECONDS);
  }
  function storeOk(): void {
    if (storeFailing) logger.info({ backend: backend.kind }, 'rate-limiter: store answers again');
    storeFailing = false;
  }

  /** Takes one point; a reached limit is a result, a store failure a 503. */
  async function attempt(limiter: Counter, key: string, callOptions: CallOptions): Promise<Attempt> {
    try {
      const res = await limiter.consume(key, 1, callOptions);
      storeOk();
      return { ok: true, taken: { limiter, key, options: callOptions, res, at: performance.now() } };
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        storeOk();
        return { ok: false, taken: { limiter, key, options: callOptions, res: error, at: performance.now() } };
      }
      throw unavailable(error);
    }
  }

  async function peek(limiter: Counter, key: string): Promise<number> {
    try {
      const res = await limiter.get(key);
      storeOk();
      return res ? Math.max(0, res.consumedPoints) : 0;
    } catch (error) {
      if (error instanceof RateLimiterRes) return Math.max(0, error.consumedPoints);
      throw unavailable(error);
    }
  }

  /**
   * Gives back one point per entry (the reward rule). Returns, per entry, the store's answer after
   * the give-back, or the original answer when it was skipped (window about to end) or failed.
   */
  async function giveBack(entries: Taken[]): Promise<RateLimiterRes[]> {
    return Promise.all(
      entries.map(async (entry) => {
        const left = entry.res.msBeforeNext < 0 ? Number.POSITIVE_INFINITY : entry.res.msBeforeNext - (performance.now() - entry.at);
        if (left < REWARD_MARGIN_MS) return entry.res;
        try {
          return await entry.limiter.reward(entry.key, 1, entry.options);
        } catch (error) {
          logger.warn({ err: { message: error instanceof Error ? error.message : String(error) }, limitKey: entry.key }, 'rate-limiter: giving back a point failed');
          return entry.res;
        }
      }),
    );
  }

  // Per-process memory of alert claims already made this month (see the header comment).
  const claimed = new Set<string>();
  let claimedPeriod = '';

  async function emitAlerts(request: LimitRequest, limit: number, count: number, month: Period, now: Date): Promise<void> {
    if (month.id !== claimedPeriod) {
      claimed.clear();
      claimedPeriod = month.id;
    }
    for (const threshold of ALERT_THRESHOLDS) {
      if (count < alertCount(limit, threshold)) break;
      const memo = `${request.tenantId}:${request.tier}:${threshold}`;
      if (claimed.has(memo)) continue;
      let first: boolean;
      try {
        const claim = await attempt(store.limiter('alert', 1), `alert:${request.tenantId}:${month.id}:${request.tier}:${threshold}`, {
          customDuration: secondsUntil(month.end, now),
        });
        first = claim.ok;
      } catch (error) {
        logger.warn({ err: error, tenantId: request.tenantId, threshold }, 'rate-limiter: could not claim a usage alert; will retry on a later request');
        continue;
      }
      claimed.add(memo);
      if (!first || !onUsageAlert) continue;
      const alert: UsageAlert = { tenantId: request.tenantId, tier: request.tier, threshold, used: count, limit, period: month.id, at: now.toISOString() };
      try {
        await onUsageAlert(alert);
      } catch (error) {
        logger.error({ err: error, tenantId: request.tenantId, threshold, period: month.id }, 'rate-limiter: usage alert callback failed');
      }
    }
  }

  function headers(perSecond: number, sec: RateLimiterRes, monthlyLimit: number | null, monthlyUsed: number): RateLimitHeaders {
    const msLeft = sec.msBeforeNext < 0 ? 1000 : sec.msBeforeNext;
    return {
      'X-RateLimit-Limit': String(perSecond),
      'X-RateLimit-Remaining': String(Math.max(0, Math.min(perSecond, sec.remainingPoints))),
      // The one-second window lives in the store's real time, not in the injected clock.
      'X-RateLimit-Reset': String(Math.ceil((Date.now() + msLeft) / 1000)),
      'X-RateLimit-Monthly-Limit': monthlyLimit === null ? 'unlimited' : String(monthlyLimit),
      'X-RateLimit-Monthly-Remaining': monthlyLimit === null ? 'unlimited' : String(Math.max(0, monthlyLimit - monthlyUsed)),
    };
  }

  function monthKey(tenantId: string, month: Period): string {
    return `month:${tenantId}:${month.id}`;
  }

  return {
    async consume(request) {
      const now = clock.now();
      const tierLimits = TIER_LIMITS[request.tier];
      const month = periodOf('month', now);
      // Resolve the route's quotas before touching any counter: a tier a rule does not list is a bug.
      const quotas: Array<{ name: QuotaName; rule: QuotaRule; limit: number; period: Period }> = [];
      for (const name of request.quotas) {
        const rule = QUOTA_RULES[name];
        if (!rule) throw new Error(`rate-limits: unknown quota '${String(name)}' (known: ${QUOTA_NAMES.join(', ')})`);
        const limit = rule.limits[request.tier];
        if (limit === undefined) {
          throw new Error(`rate-limits: quota '${name}' has no limit for tier '${request.tier}'; the tier gate should have refused this request`);
        }
        if (limit !== null) quotas.push({ name, rule, limit, period: periodOf(rule.window, now) });
      }

      const taken: Taken[] = [];
      try {
        // 1. Per second, per key.
        const secLimiter = store.limiter('sec', tierLimits.perSecond);
        const sec = await attempt(secLimiter, `sec:${request.keyId}`, {});
        const monthlyLimit = tierLimits.monthly;
        // Unlimited plans are still counted (on an uncapped counter) so usage reports real volume.
        const monthLimiter = store.limiter('month', monthlyLimit ?? UNCAPPED_POINTS);
        if (!sec.ok) {
          const used = monthlyLimit !== null ? Math.min(monthlyLimit, await peek(monthLimiter, monthKey(request.tenantId, month))) : 0;
          const retryAfter = Math.max(1, Math.ceil(sec.taken.res.msBeforeNext / 1000));
          const error = new ApiError('RATE_LIMIT_EXCEEDED', `Rate limit of ${tierLimits.perSecond} requests per second exceeded. Retry after ${retryAfter} s.`, {
            details: { limit: tierLimits.perSecond, window: 'second' },
            retryAfter,
          });
          return { allowed: false, headers: headers(tierLimits.perSecond, sec.taken.res, monthlyLimit, used), error };
        }
        taken.push(sec.taken);

        // 2. Monthly, per tenant.
        let monthlyUsed = 0;
        let monthTaken: Taken | null = null;
        {
          const key = monthKey(request.tenantId, month);
          if (request.countsTowardMonthlyQuota) {
            const result = await attempt(monthLimiter, key, { customDuration: secondsUntil(month.end, now) });
            if (!result.ok && monthlyLimit !== null) {
              const [secAfter] = await giveBack([sec.taken, result.taken]);
              const retryAfter = secondsUntil(month.end, now);
              const error = new ApiError(
                'QUOTA_EXCEEDED',
                `Monthly limit of ${formatCount(monthlyLimit)} calls for the ${TIER_LABEL[request.tier]} plan reached. Upgrade your plan or wait until the quota resets at ${month.end.toISOString()}.`,
                { details: { limit: monthlyLimit, period: month.id, resetsAt: month.end.toISOString() }, retryAfter, upgradeUrl },
              );
              return { allowed: false, headers: headers(tierLimits.perSecond, secAfter ?? sec.taken.res, monthlyLimit, monthlyLimit), error };
            }
            monthTaken = result.taken;
            taken.push(result.taken);
            monthlyUsed = result.taken.res.consumedPoints;
          } else {
            monthlyUsed = await peek(monthLimiter, key);
          }
        }

        // 3. The route's quotas, per tenant.
        for (const quota of quotas) {
          const result = await attempt(store.limiter(quota.name, quota.limit), `quota:${quota.name}:${request.tenantId}:${quota.period.id}`, {
            customDuration: secondsUntil(quota.period.end, now),
          });
          if (result.ok) {
            taken.push(result.taken);
            continue;
          }
          const returned = await giveBack([...taken, result.taken]);
          const secAfter = returned[0] ?? sec.taken.res;
          const monthAfter = monthTaken ? (returned[taken.indexOf(monthTaken)] ?? monthTaken.res).consumedPoints : monthlyUsed;
          const retryAfter = secondsUntil(quota.period.end, now);
          const monthWindow = quota.rule.window === 'month';
          const what = `${quota.rule.description} limit of ${formatCount(quota.limit)} for the ${TIER_LABEL[request.tier]} plan reached`;
          const error = monthWindow
            ? new ApiError('QUOTA_EXCEEDED', `${what}. Upgrade your plan or wait until the quota resets at ${quota.period.end.toISOString()}.`, {
                details: { quota: quota.name, limit: quota.limit, window: quota.rule.window, resetsAt: quota.period.end.toISOString() },
                retryAfter,
                upgradeUrl,
              })
            : new ApiError('RATE_LIMIT_EXCEEDED', `${what}. Retry after ${retryAfter} s.`, {
                details: { quota: quota.name, limit: quota.limit, window: quota.rule.window, resetsAt: quota.period.end.toISOString() },
                retryAfter,
              });
          return { allowed: false, headers: headers(tierLimits.perSecond, secAfter, monthlyLimit, Math.min(monthlyLimit ?? 0, monthAfter)), error };
        }

        if (monthTaken && monthlyLimit !== null) await emitAlerts(request, monthlyLimit, monthTaken.res.consumedPoints, month, now);
        return { allowed: true, headers: headers(tierLimits.perSecond, sec.taken.res, monthlyLimit, Math.min(monthlyLimit ?? 0, monthlyUsed)) };
      } catch (error) {
        // A store failure part-way: the request is answered 503, so it must not count either.
        if (taken.length > 0) await giveBack(taken);
        throw error;
      }
    },

    async monthlyUsage(tenantId, tier) {
      const now = clock.now();
      const month = periodOf('month', now);
      const limit = TIER_LIMITS[tier].monthly;
      const base = { limit, periodStart: month.start.toISOString(), periodEnd: month.end.toISOString() };
      if (limit === null) return { ...base, used: await peek(store.limiter('month', UNCAPPED_POINTS), monthKey(tenantId, month)), alerts: [] };
      const used = Math.min(limit, await peek(store.limiter('month', limit), monthKey(tenantId, month)));
      const alerts = ALERT_THRESHOLDS.filter((threshold) => used >= alertCount(limit, threshold)).map((threshold) => ({
        threshold,
        message: `${threshold}% of the monthly quota reached: ${formatCount(used)} of ${formatCount(limit)} calls used in ${month.id}.`,
      }));
      return { ...base, used, alerts };
    },

    async health() {
      try {
        await store.health();
        return { status: 'up' };
      } catch (error) {
        logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'rate-limiter: health probe failed');
        return { status: 'down', detail: `rate-limiter store (${backend.kind}) unreachable` };
      }
    },

    async close() {
      await store.close();
    },
  };
}
