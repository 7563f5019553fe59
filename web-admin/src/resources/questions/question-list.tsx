import { AutocompleteInput, DataTable, List, ReferenceInput, SelectInput } from 'react-admin';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { QUESTION_STATUS_LABELS, QUESTION_TEXTS, statusChoices, SUBMISSION_ADMIN_TEXTS, type AdminTransactionQuestionDto } from '@ledgerleaf/contracts';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { EmptyState } from '../../components/empty-state';
import { FileButton } from '../../components/file-button';
import { ListLoadError } from '../../components/list-load-error';
import { useMyClientsFilter } from '../../components/my-clients-filter';
import { StatusChip } from '../../components/status-chip';
import { formatDateTime } from '../../format-dates';

const Column = DataTable.Col<AdminTransactionQuestionDto>;

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={statusChoices(QUESTION_STATUS_LABELS)} alwaysOn />,
  <ReferenceInput key="userId" source="userId" reference="users" alwaysOn>
    <AutocompleteInput label="Client" />
  </ReferenceInput>,
];

/** The client's answer: category and note, and the receipt they attached (opened after a HEAD check, as submission files are). */
const Answer = ({ question: q }: { question: AdminTransactionQuestionDto }) => {
  if (!q.answer) return <>{QUESTION_TEXTS.reportAwaitingClient}</>;
  const words = [q.answer.category, q.answer.note].filter(Boolean).join(' · ');
  const receipt = q.answer.receipt;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {words && <span>{words}</span>}
      {receipt && (
        <FileButton
          url={receipt.url}
          label={receipt.fileName}
          messages={{ missing: SUBMISSION_ADMIN_TEXTS.attachmentMissing(receipt.fileName), error: SUBMISSION_ADMIN_TEXTS.attachmentError(receipt.fileName) }}
        />
      )}
    </Stack>
  );
};

const QuestionsEmpty = () => <EmptyState icon={<QuestionAnswerIcon />} message={QUESTION_TEXTS.consoleEmpty} />;

// Newest first; answered ones carry the client's category, note and receipt for the report's review.
// A bookkeeper starts on "My clients".
const QuestionList = () => {
  const myClients = useMyClientsFilter();
  if (myClients.isPending) return <LinearProgress sx={{ m: 2 }} />;
  return (
    <List
      filters={myClients.filters(filters)}
      filterDefaultValues={myClients.defaultValues}
      sort={{ field: 'askedAt', order: 'DESC' }}
      perPage={25}
      empty={<QuestionsEmpty />}
      error={<ListLoadError />}
      exporter={false}
    >
      <DataTable rowClick={false} bulkActionButtons={false} empty={<QuestionsEmpty />}>
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
        <Column label="Answer" disableSort render={(q) => <Answer question={q} />} />
      </DataTable>
    </List>
  );
};

export default QuestionList;
