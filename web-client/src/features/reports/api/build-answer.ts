import type { GenerateMonthlyReportResult } from '@ledgerleaf/contracts';
import type { ToastOptions } from '../../../components/toast/toast-context';

/**
 * The toast for a build request's answer: the report was built (200), or it is still being
 * built on the server (202), in which case the list shows its progress until it appears. The
 * titles come in the screen's language; the description is the server's, already in it.
 */
export function buildAnswerToast(answer: GenerateMonthlyReportResult, titles: { done: string; onItsWay: string }): ToastOptions {
  if ('report' in answer) return { title: titles.done, description: answer.message, variant: 'success' };
  return { title: titles.onItsWay, description: answer.message };
}
