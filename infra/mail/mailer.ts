import { createTransport } from 'nodemailer';
import type { Config } from '../config.ts';

/** Connecting, the greeting and each later silence are bounded, so a dead relay holds a send for seconds, not minutes. */
export const SMTP_TIMEOUT_MS = 10_000;

/** One plain-text message. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** `Message-ID` without the angle brackets; the same on every retry, so mail clients can fold duplicates. */
  messageId: string;
  /** Extra headers (ASCII names, one-line values). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * How a send ended: `delivered` (the relay accepted the message for the recipient), `failed`
 * (refused: a 4xx/5xx reply, a connection or TLS error), `timeout` (no answer in time).
 */
export interface MailAttemptResult {
  outcome: 'delivered' | 'failed' | 'timeout';
  /** The SMTP reply code when the server gave one (250 on success). */
  status_code: number | null;
  latency_ms: number;
  /** What went wrong, in the server's words; never the SMTP URL or its credentials. */
  error: string | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<MailAttemptResult>;
}

/**
 * The SMTP client for alert e-mails (nodemailer), or null when REGINTEL_SMTP_URL is unset (e-mail
 * off). One connection per message (no pool): sends are rare and each attempt stands alone, like a
 * webhook attempt. `send` never throws.
 */
export function createMailer(config: Config['mail'], options: { timeoutMs?: number } = {}): Mailer | null {
  if (!config.smtpUrl) return null;
  const timeout = options.timeoutMs ?? SMTP_TIMEOUT_MS;
  const transport = createTransport({ url: config.smtpUrl, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout, disableFileAccess: true, disableUrlAccess: true });
  return {
    async send(message) {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      try {
        const info = await transport.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          messageId: `<${message.messageId}>`,
          ...(message.headers ? { headers: { ...message.headers } } : {}),
        });
        const rejected = (info.rejected ?? []).length > 0;
        if (rejected) return { outcome: 'failed', status_code: replyCode(info.response), latency_ms: elapsed(), error: `recipient refused: ${oneLine(String(info.response ?? ''))}` };
        return { outcome: 'delivered', status_code: replyCode(info.response) ?? 250, latency_ms: elapsed(), error: null };
      } catch (error) {
        return { ...describeSmtpError(error), latency_ms: elapsed() };
      }
    },
  };
}

function replyCode(response: unknown): number | null {
  const match = typeof response === 'string' ? /^(\d{3})\b/.exec(response) : null;
  return match ? Number(match[1]) : null;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);

/** A nodemailer error as an attempt outcome. Its message names the server's reply or the socket error; the URL is never part of it. */
function describeSmtpError(error: unknown): Omit<MailAttemptResult, 'latency_ms'> {
  const e = error as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : null;
  const status = typeof e.responseCode === 'number' ? e.responseCode : null;
  const text = oneLine(typeof e.response === 'string' && e.response ? e.response : typeof e.message === 'string' ? e.message : String(error));
  if (code === 'ETIMEDOUT' || /timeout/i.test(code ?? '')) return { outcome: 'timeout', status_code: status, error: `timeout: ${text}` };
  return { outcome: 'failed', status_code: status, error: code ? `${code}: ${text}` : text };
}
