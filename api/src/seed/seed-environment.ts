/**
 * The variables that would point the seed's services at a provider. The demo seed writes what a
 * provider would have given (bank rows as a Plaid sync leaves them, receipts' fields as the reader
 * takes them, CAD totals) and categorizes offline, so it never calls one: under DEMO_PROVIDERS
 * the CSV categorization and the report builder asked the OpenAI stand-in, which answers from
 * the very process that waits for the seed to end (it deadlocked once).
 */
export const PROVIDER_VARIABLES = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'BANK_OF_CANADA_BASE_URL'] as const;

/** `env` without the provider variables: the seed's configuration. */
export function seedEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  for (const name of PROVIDER_VARIABLES) delete copy[name];
  return copy;
}
