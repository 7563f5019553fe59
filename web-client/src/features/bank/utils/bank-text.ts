import { i18n } from '../../../i18n/i18n';
import type { bank } from '../../../i18n/locales/bank';

export type BankTextKey = keyof (typeof bank)['en-CA']['texts'];

/**
 * A fixed text of the bank screens (toasts, link-flow errors) in the screens' language at the
 * moment it is shown: for code outside a component, which has no useTranslation.
 */
export const bankText = (key: BankTextKey): string => i18n.t(`bank:texts.${key}`);
