import type { Worker } from 'node:cluster';
import { z } from 'zod';
import { ApiError, serviceUnavailable } from './errors.ts';
import type { LimitOutcome, LimitRequest, MonthlyUsage, RateLimits, UsageAlert } from './rate-limits.ts';

/**
 * The embedded (SQLite) limiter shared by the API workers of one `regintel start` through their
 * supervisor. Why: every request writes two or three counters; when two worker processes write them
 * to one SQLite file, a writer that finds the file locked waits in SQLite's busy handler, and
 * better-sqlite3 waits synchronously, so the whole event loop stalls (a few milliseconds at p99
 * under load, measured in docs/performance.md). The supervisor instead owns the counters (the same
 * `createRateLimits` over limits.db, one writer, no lock waits) and the workers ask it over the
 * cluster's IPC channel: the counts stay exact across workers because one process takes every point.
 *
 * Redis-backed limits need none of this: the workers talk to Redis themselves.
 */

/** Set by the supervisor in the environment of API workers whose limits it answers. */
export const LIMITS_VIA_SUPERVISOR = 'REGINTEL_LIMITS_VIA_SUPERVISOR';

const CALL = 'regintel:limits';
const REPLY = 'regintel:limits:reply';
const ALERT = 'regintel:limits:alert';

/** How long a worker waits for the supervisor before answering 503 (the supervisor is local: only a stall takes this long). */
const CALL_TIMEOUT_MS = 5_000;
const RETRY_AFTER_SECONDS = 5;

type Operation = 'consume' | 'monthlyUsage' | 'health';

const SerializedError = z.object({
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
  retryAfter: z.number().optional(),
  upgradeUrl: z.string().optional(),
});
type SerializedError = z.infer<typeof SerializedError>;

const Call = z.object({ id: z.number().int(), op: z.enum(['consume', 'monthlyUsage', 'health']), args: z.array(z.unknown()) });
const Reply = z.object({ id: z.number().int(), ok: z.boolean(), value: z.unknown().optional(), error: SerializedError.optional() });
/**
 * The calls of one turn of a worker's event loop travel in one message, and their replies in one:
 * under load several requests reach the limiter in the same turn, and each IPC message is a write
 * and a read on both sides (a tenth of a worker's CPU when every request sent its own).
 */
const CallMessage = z.object({ type: z.literal(CALL), calls: z.array(Call) });
const ReplyMessage = z.object({ type: z.literal(REPLY), replies: z.array(Reply) });
type Reply = z.infer<typeof Reply>;
const AlertMessage = z.object({ type: z.literal(ALERT), alert: z.unknown() });

function serializeError(error: unknown): SerializedError {
  if (error instanceof ApiError) {
    return { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}), ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}), ...(error.upgradeUrl ? { upgradeUrl: error.upgradeUrl } : {}) };
  }
  return { code: 'INTERNAL_ERROR', message: error instanceof Error ? error.message : String(error) };
}

function deserializeError(error: SerializedError): Error {
  if (error.code === 'INTERNAL_ERROR') return new Error(error.message);
  return new ApiError(error.code as ApiError['code'], error.message, {
    ...(error.details ? { details: error.details } : {}),
    ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
    ...(error.upgradeUrl ? { upgradeUrl: error.upgradeUrl } : {}),
  });
}

/** What the supervisor side needs of node:cluster: the workers' messages. */
export interface ClusterHub {
  on(event: 'message', listener: (worker: Worker, message: unknown) => void): unknown;
  off(event: 'message', listener: (worker: Worker, message: unknown) => void): unknown;
}

export interface RateLimitsServer {
  /** Hands a usage alert to the worker that called last, which publishes it (the supervisor holds no bus). */
  forwardUsageAlert(alert: UsageAlert): void;
  stop(): void;
}

/** In the supervisor: answers the workers' limiter calls from `limits`. */
export function serveRateLimits(hub: ClusterHub, limits: RateLimits): RateLimitsServer {
  let lastCaller: Worker | undefined;
  const run = ({ op, args }: z.infer<typeof Call>): Promise<unknown> => {
    if (op === 'consume') return limits.consume(args[0] as LimitRequest).then((outcome) => (outcome.allowed ? outcome : { ...outcome, error: serializeError(outcome.error) }));
    if (op === 'monthlyUsage') return limits.monthlyUsage(args[0] as string, args[1] as LimitRequest['tier']);
    return limits.health();
  };
  const listener = (worker: Worker, message: unknown): void => {
    const batch = CallMessage.safeParse(message);
    if (!batch.success) return;
    lastCaller = worker;
    // Started in the order sent, so the counts see the calls in that order.
    const replies = batch.data.calls.map(
      (call): Promise<Reply> =>
        run(call).then(
          (value) => ({ id: call.id, ok: true, value }),
          (error: unknown) => ({ id: call.id, ok: false, error: serializeError(error) }),
        ),
    );
    void Promise.all(replies).then((answered) => {
      if (worker.isConnected()) worker.send({ type: REPLY, replies: answered });
    });
  };
  hub.on('message', listener);
  return {
    forwardUsageAlert(alert) {
      if (lastCaller?.isConnected()) lastCaller.send({ type: ALERT, alert });
    },
    stop: () => hub.off('message', listener),
  };
}

/** What the worker side needs of its process: the IPC channel to the supervisor. */
export interface SupervisorChannel {
  send(message: unknown): boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

/**
 * In an API worker: the limiter port, answered by the supervisor. `onUsageAlert` publishes the
 * alerts the supervisor forwards. A supervisor that does not answer within 5 s yields a 503, as a
 * store outage does.
 */
export function createRateLimitsClient(channel: SupervisorChannel, options: { onUsageAlert?: (alert: UsageAlert) => void | Promise<void> } = {}): RateLimits {
  let nextId = 0;
  let closed = false;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();

  const listener = (message: unknown): void => {
    const alert = AlertMessage.safeParse(message);
    if (alert.success) {
      void Promise.resolve(options.onUsageAlert?.(alert.data.alert as UsageAlert)).catch(() => {});
      return;
    }
    const batch = ReplyMessage.safeParse(message);
    if (!batch.success) return;
    for (const reply of batch.data.replies) {
      const call = pending.get(reply.id);
      if (!call) continue;
      pending.delete(reply.id);
      clearTimeout(call.timer);
      if (reply.ok) call.resolve(reply.value);
      else call.reject(deserializeError(reply.error ?? { code: 'INTERNAL_ERROR', message: 'limiter call failed' }));
    }
  };
  channel.on('message', listener);

  let queued: Array<z.infer<typeof Call>> = [];
  const sendQueued = () => {
    const calls = queued;
    queued = [];
    // A false return only says the channel's buffer is full: the message is queued and still sent.
    if (calls.length > 0 && !closed) channel.send({ type: CALL, calls });
  };

  const call = <T,>(op: Operation, args: unknown[]): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (closed) return reject(serviceUnavailable('rate-limiter', RETRY_AFTER_SECONDS));
      nextId += 1;
      const id = nextId;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(serviceUnavailable('rate-limiter', RETRY_AFTER_SECONDS));
      }, CALL_TIMEOUT_MS);
      timer.unref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      if (queued.length === 0) setImmediate(sendQueued);
      queued.push({ id, op, args });
    });

  return {
    async consume(request) {
      const outcome = await call<LimitOutcome | { allowed: false; headers: LimitOutcome['headers']; error: SerializedError }>('consume', [request]);
      if (outcome.allowed) return outcome;
      return { allowed: false, headers: outcome.headers, error: deserializeError(outcome.error as SerializedError) as ApiError };
    },
    monthlyUsage: (tenantId, tier) => call<MonthlyUsage>('monthlyUsage', [tenantId, tier]),
    async health() {
      try {
        return await call<{ status: 'up' | 'down'; detail?: string }>('health', []);
      } catch (error) {
        return { status: 'down', detail: error instanceof Error ? error.message : String(error) };
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      channel.off('message', listener);
      for (const [id, waiting] of pending) {
        clearTimeout(waiting.timer);
        waiting.reject(serviceUnavailable('rate-limiter', RETRY_AFTER_SECONDS));
        pending.delete(id);
      }
    },
  };
}
