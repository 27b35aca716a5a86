import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { lines, logger: createLogger({ level: 'info', destination }) };
}

describe('createLogger', () => {
  it('redacts API keys and webhook secrets wherever they appear in a logged object', () => {
    const { lines, logger } = capture();
    const key = 'ri_live_0123456789abcdef0123456789abcdef';
    logger.info({ apiKey: key, tenant: { api_key: key }, req: { headers: { 'x-api-key': key, authorization: `Bearer ${key}` } }, webhook_secret: 'whsec_1' }, 'request');
    const output = lines.join('');
    expect(output).not.toContain(key);
    expect(output).not.toContain('whsec_1');
    expect(output).toContain('[redacted]');
  });

  it('keeps ordinary fields such as a bus message key', () => {
    const { lines, logger } = capture();
    logger.warn({ messageKey: '483-3010490167-20200330', reason: 'x' }, 'record dead-lettered');
    expect(lines.join('')).toContain('483-3010490167-20200330');
  });
});
