import { useEffect, useRef } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { CSV_MESSAGES, csvCategorizedMessage, type CsvUploadListItem } from '@ledgerleaf/contracts';

/**
 * A categorization that outlived its request (202) ends while the list polls: say so
 * when an upload seen processing turns completed or failed.
 */
export function useCategorizationToasts(uploads: readonly CsvUploadListItem[] | undefined) {
  const { toast } = useToast();
  const seen = useRef(new Map<number, CsvUploadListItem['status']>());
  useEffect(() => {
    if (!uploads) return;
    for (const upload of uploads) {
      const before = seen.current.get(upload.id);
      if (before === 'processing' && upload.status === 'completed') {
        toast({ title: csvCategorizedMessage(upload.processedRowCount), variant: 'success' });
      } else if (before === 'processing' && upload.status === 'failed') {
        toast({ title: CSV_MESSAGES.categorizeFailed, description: upload.failureReason ?? undefined, variant: 'destructive' });
      }
      seen.current.set(upload.id, upload.status);
    }
  }, [uploads, toast]);
}
