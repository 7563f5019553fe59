/**
 * The rows an UPDATE or DELETE … RETURNING gave back. TypeORM's query() answers those
 * statements with `[rows, rowCount]` (an INSERT or a SELECT answers the rows alone), so
 * reading `.length` of its answer counts 2 whatever happened.
 */
export async function modifiedRows<T>(
  runner: { query(sql: string, parameters?: unknown[]): Promise<unknown> },
  sql: string,
  parameters: unknown[],
): Promise<T[]> {
  const answer: unknown = await runner.query(sql, parameters);
  if (Array.isArray(answer) && answer.length === 2 && Array.isArray(answer[0]) && typeof answer[1] === 'number') return answer[0] as T[];
  return answer as T[];
}
