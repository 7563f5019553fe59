import { useCallback, useEffect, useRef } from 'react';
import type { CsvUploadListItem } from '@ledgerleaf/contracts';
import { i18n } from '../../../i18n/i18n';
import { useToast } from '../../../components/toast/toast-context';

/**
 * Says how a categorization ended, once the list shows the upload completed or failed:
 * whether its request finished the job (200) or left it running (202), and also for an
 * upload found processing when the page opened. `watch` is called on the click.
 */
export function useCategorizationToasts(uploads: readonly CsvUploadListItem[] | undefined) {
  const { toast } = useToast();
  const watched = useRef(new Set<number>());
  const watch = useCallback((id: number) => watched.current.add(id), []);
  const unwatch = useCallback((id: number) => watched.current.delete(id), []);

  useEffect(() => {
    if (!uploads) return;
    for (const upload of uploads) {
      if (upload.status === 'processing') watched.current.add(upload.id);
      if (!watched.current.has(upload.id)) continue;
      if (upload.status === 'completed') {
        watched.current.delete(upload.id);
        toast({ title: i18n.t('csv:toasts.categorized', { count: upload.processedRowCount }), variant: 'success' });
      } else if (upload.status === 'failed') {
        watched.current.delete(upload.id);
        toast({ title: i18n.t('csv:toasts.categorizeFailed'), description: upload.failureReason ?? undefined, variant: 'destructive' });
      }
    }
  }, [uploads, toast]);

  return { watch, unwatch };
}
