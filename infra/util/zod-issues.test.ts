import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeZodIssues } from './zod-issues.ts';

describe('describeZodIssues', () => {
  it('names each failing field by its path, and the whole value by the root given', () => {
    const nested = z.object({ a: z.object({ b: z.array(z.number()) }) }).safeParse({ a: { b: [1, 'x'] } });
    expect(nested.success).toBe(false);
    expect(describeZodIssues(nested.error!)).toBe('a.b.1: Invalid input: expected number, received string');
    const whole = z.object({ a: z.string() }).safeParse('not an object');
    expect(describeZodIssues(whole.error!, '(record)')).toBe('(record): Invalid input: expected object, received string');
    expect(describeZodIssues(whole.error!, '')).toBe(': Invalid input: expected object, received string');
  });
});
