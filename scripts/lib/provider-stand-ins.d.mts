import type { startBankOfCanadaStandIn } from '../stand-ins/bank-of-canada.d.mts';
import type { OpenAiStandIn } from '../stand-ins/openai.d.mts';
import type { PlaidStandIn } from '../stand-ins/plaid.d.mts';
import type { StripeStandIn } from '../stand-ins/stripe.d.mts';

export interface ProviderStandIns {
  stripe: StripeStandIn;
  plaid: PlaidStandIn;
  openai: OpenAiStandIn | null;
  /** The Bank of Canada's Valet API (exchange rates for foreign receipts). */
  bankOfCanada: Awaited<ReturnType<typeof startBankOfCanadaStandIn>>;
  linkScript: { url: string; scriptUrl: string; stop(): Promise<void> } | null;
  /** What the API needs to use them: STRIPE_*, PLAID_*, OPENAI_*, BANK_OF_CANADA_BASE_URL (and PLAID_LINK_SCRIPT_URL). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export function startProviderStandIns(options: { appUrl: string; openai?: boolean; linkScript?: boolean }): Promise<ProviderStandIns>;
export function demoProvidersWanted(env: NodeJS.ProcessEnv): boolean;
