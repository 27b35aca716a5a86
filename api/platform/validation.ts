import type { z } from 'zod';
import { valueAtPath } from '../../enrich/domain/value-at-path.ts';
import { ApiError } from './errors.ts';

/**
 * Turns a zod failure into one VALIDATION_ERROR naming the field and, for closed sets, the
 * allowed values (SPEC-DECISIONS 3). The first issue gives the message; all issues are in details.
 */
export function validationError(error: z.ZodError, location: 'body' | 'query' | 'params', input?: unknown): ApiError {
  const issues = error.issues.map((issue) => ({ field: fieldName(issue.path, location), message: describeIssue(issue, location, valueAtPath(input, issue.path)) }));
  const first = issues[0] ?? { field: location, message: `Invalid ${location}` };
  const allowed = allowedValues(error.issues[0]);
  return new ApiError('VALIDATION_ERROR', first.message, {
    details: { field: first.field, ...(allowed ? { allowed_values: allowed } : {}), issues },
  });
}

function fieldName(path: readonly PropertyKey[], location: string): string {
  return path.length === 0 ? location : path.map(String).join('.');
}

function allowedValues(issue: z.core.$ZodIssue | undefined): string[] | undefined {
  if (issue && issue.code === 'invalid_value') return issue.values.map(String);
  return undefined;
}

/** What the caller sent, named as JSON names it (a repeated query parameter arrives as an array). */
function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && !Number.isFinite(value)) return 'non-finite number';
  return typeof value;
}

function describeIssue(issue: z.core.$ZodIssue, location: string, sent: unknown): string {
  const field = fieldName(issue.path, location);
  switch (issue.code) {
    case 'invalid_type':
      if (sent === undefined) return `Field ${field} is required`;
      if (location === 'query' && Array.isArray(sent)) return `Field ${field} must be given once, not ${sent.length} times`;
      // Every query value arrives as text: name what the text must be, not its type.
      if (location === 'query' && typeof sent === 'string') return `Field ${field} must be a ${issue.expected}`;
      return `Field ${field} must be of type ${issue.expected}, not ${typeOf(sent)}`;
    case 'invalid_value':
      return `Invalid value for ${field}. Allowed values: ${issue.values.map(String).join(', ')}`;
    case 'too_big':
      return `Field ${field} must be at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters long' : ''}`;
    case 'too_small':
      return `Field ${field} must be at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters long' : ''}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''} in ${field}: ${issue.keys.join(', ')}`;
    default:
      return `Field ${field}: ${issue.message}`;
  }
}
