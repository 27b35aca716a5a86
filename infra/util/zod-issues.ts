/**
 * A zod error as one readable line for a dead letter's reason: `path: message; path: message`.
 * An issue about the whole value (empty path) is named by `root` ('(body)', '(record)' …).
 */
export function describeZodIssues(error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> }, root = '(body)'): string {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || root}: ${issue.message}`).join('; ');
}
