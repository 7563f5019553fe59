import { BRAND } from '@ledgerleaf/contracts';

export const CONSOLE_TITLE = `${BRAND.name} Staff Console`;
