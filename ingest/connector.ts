import type { Clock } from '../infra/clock.ts';

/**
 * One record a connector read from its source: either a body ready to publish under a stable id,
 * or a failure with the reason and a pointer to where it came from (file, row) for the DLQ.
 */
export type SourceItem =
  | { ok: true; id: string; body: Record<string, unknown> }
  | { ok: false; reason: string; ref: string; raw?: unknown };

/** What a connector needs from the outside world while reading. */
export interface ReadContext {
  mirrorDir: string;
  clock: Clock;
}

/**
 * A connector turns one public source into raw records on one topic. It only reads and parses:
 * publishing, de-duplication by content hash, the DLQ and the run summary are the runner's job
 * (ingest/run-connector.ts), so every source behaves the same way.
 */
export interface Connector {
  /** Name used on the CLI and in summaries, e.g. `fda-483-documents`. */
  name: string;
  description: string;
  topic: string;
  /** Version of the body schema; bumped when the body's shape changes. */
  schemaVersion: number;
  /** True when the mirror holds this source's dataset. */
  isPresent(mirrorDir: string): boolean;
  /**
   * Reads every record of the source from the mirror. Throws only when the source as a whole
   * cannot be read (the runner reports the run as failed and goes on with other sources).
   */
  readMirror(context: ReadContext): AsyncIterable<SourceItem>;
}
