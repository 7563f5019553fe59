import { useQueryClient } from '@tanstack/react-query';
import { useCategories } from '../../features/categories';
import { QuestionsPanel } from '../../features/questions';
import { MONTHLY_REPORTS_QUERY_KEY } from '../../features/reports';

/** "Questions from your bookkeeper", answered from the client's categories; an answer rebuilds the report, so the reports are read again. */
export function QuestionsSection() {
  // Read field by field: a query result re-renders only for the fields its holder reads.
  const { data, isPending, error, refetch } = useCategories();
  const queryClient = useQueryClient();
  return (
    <QuestionsPanel
      categories={{ data, isPending, error, refetch }}
      onAnswered={() => queryClient.invalidateQueries({ queryKey: MONTHLY_REPORTS_QUERY_KEY })}
    />
  );
}
