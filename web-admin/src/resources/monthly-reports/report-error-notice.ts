import { REPORT_ADMIN_TEXTS as T } from '@ledgerleaf/contracts';
import type { ConsoleNotice } from '../../components/use-console-action';

/** The report tabs' failure toast: a red 'Error' over the reason (admin-spec tabs 1, 6 and 9). */
export const reportErrorNotice = (words: string): ConsoleNotice => ({ title: T.errorTitle, text: words, type: 'error' });
