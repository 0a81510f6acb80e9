/** JWT claims as the HTTP API JWT authorizer hands them to Lambda: every value a string. */
export type Claims = Record<string, unknown>;

/** The authorizer passes `cognito:groups` as the text "[admin other]". */
export function groupsOf(claims: Claims): string[] {
  const raw = claims['cognito:groups'];
  if (typeof raw !== 'string') return [];
  return raw.replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
}
