import { AutocompleteInput, DataTable, List, ReferenceInput, SelectInput } from 'react-admin';
import { QUESTION_STATUS_LABELS, QUESTION_TEXTS, statusChoices, type AdminTransactionQuestionDto } from '@ledgerleaf/contracts';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { EmptyState } from '../../components/empty-state';
import { ListLoadError } from '../../components/list-load-error';
import { StatusChip } from '../../components/status-chip';
import { formatDateTime } from '../../format-dates';

const Column = DataTable.Col<AdminTransactionQuestionDto>;

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={statusChoices(QUESTION_STATUS_LABELS)} alwaysOn />,
  <ReferenceInput key="userId" source="userId" reference="users" alwaysOn>
    <AutocompleteInput label="Client" />
  </ReferenceInput>,
];

const QuestionsEmpty = () => <EmptyState icon={<QuestionAnswerIcon />} message={QUESTION_TEXTS.consoleEmpty} />;

// Newest first; answered ones carry the client's category and note for the report's review.
const QuestionList = () => (
  <List filters={filters} sort={{ field: 'askedAt', order: 'DESC' }} perPage={25} empty={<QuestionsEmpty />} error={<ListLoadError />} exporter={false}>
    <DataTable rowClick={false} bulkActionButtons={false}>
      <Column source="askedAt" label="Asked" sx={{ whiteSpace: 'nowrap' }} render={(q) => formatDateTime(q.askedAt)} />
      <Column source="userId" label="Client" render={(q) => q.userName ?? `#${q.userId}`} />
      <Column label="Report" disableSort render={(q) => q.reportId} />
      <Column label="Transaction" disableSort render={(q) => `${q.transaction.date} · ${q.transaction.name} · ${q.transaction.amount}`} />
      <Column source="question" label="Question" disableSort />
      <Column
        source="status"
        label="Status"
        render={(q) => <StatusChip label={QUESTION_STATUS_LABELS[q.status]} tone={q.status === 'answered' ? 'green' : 'yellow'} />}
      />
      <Column
        label="Answer"
        disableSort
        render={(q) => (q.answer ? [q.answer.category, q.answer.note].filter(Boolean).join(' · ') : QUESTION_TEXTS.reportAwaitingClient)}
      />
    </DataTable>
  </List>
);

export default QuestionList;
