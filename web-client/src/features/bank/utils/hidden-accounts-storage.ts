import { BANK_TEXTS } from '@ledgerleaf/contracts';

// The client mirrors the server's hidden accounts in local storage (client-spec 3 and 4),
// so the switches show the last known state before the server answers.
const KEY = BANK_TEXTS.hiddenAccountsKey;

export function readHiddenAccountIds(): string[] | undefined {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (raw === null) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every((id) => typeof id === 'string') ? parsed : undefined;
  } catch {
    // Storage disabled or a value written by something else: the server's answer decides.
    return undefined;
  }
}

export function writeHiddenAccountIds(ids: string[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Private mode with storage disabled: the server keeps the truth.
  }
}
