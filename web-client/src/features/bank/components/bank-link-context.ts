import { createContext, useContext } from 'react';

export interface BankLinkApi {
  /** Opens Link for a new bank connection. */
  connect: () => void;
  /** Opens Link in update mode for one connection (reconnect, or share new accounts). */
  reconnect: (itemId: number) => void;
  /** A Link token is being fetched or Link is open. */
  busy: boolean;
}

export const BankLinkContext = createContext<BankLinkApi | null>(null);

export function useBankLink(): BankLinkApi {
  const api = useContext(BankLinkContext);
  if (!api) throw new Error('useBankLink must be used inside <BankLinkProvider>');
  return api;
}
