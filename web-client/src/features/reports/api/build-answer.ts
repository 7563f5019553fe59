import type { GenerateMonthlyReportResult } from '@ledgerleaf/contracts';
import type { ToastOptions } from '../../../components/toast/toast-context';

/**
 * The toast for a build request's answer: the report was built (200), or it is still being
 * built on the server (202), in which case the list shows its progress until it appears.
 */
export function buildAnswerToast(answer: GenerateMonthlyReportResult, doneTitle: string): ToastOptions {
  if ('report' in answer) return { title: doneTitle, description: answer.message, variant: 'success' };
  return { title: 'Report on its way', description: answer.message };
}
