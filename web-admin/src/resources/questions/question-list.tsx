import { AutocompleteInput, DataTable, List, ReferenceInput, SelectInput, useTranslate } from 'react-admin';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { QUESTION_STATUS_LABELS, type AdminTransactionQuestionDto } from '@ledgerleaf/contracts';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { EmptyState } from '../../components/empty-state';
import { FileButton } from '../../components/file-button';
import { ListLoadError } from '../../components/list-load-error';
import { useMyClientsFilter } from '../../components/my-clients-filter';
import { StatusChip } from '../../components/status-chip';
import { formatDateTime } from '../../format-dates';

const Column = DataTable.Col<AdminTransactionQuestionDto>;

const filters = [
  // The choices' names are catalogue keys: SelectInput translates them.
  <SelectInput
    key="status"
    source="status"
    choices={Object.keys(QUESTION_STATUS_LABELS).map((id) => ({ id, name: `ledgerleaf.questions.status.${id}` }))}
    alwaysOn
  />,
  <ReferenceInput key="userId" source="userId" reference="users" alwaysOn>
    <AutocompleteInput label="resources.questions.fields.userId" />
  </ReferenceInput>,
];

/** The client's answer: category and note, and the receipt they attached (opened after a HEAD check, as submission files are). */
const Answer = ({ question: q }: { question: AdminTransactionQuestionDto }) => {
  const translate = useTranslate();
  if (!q.answer) return <>{translate('ledgerleaf.questions.awaitingClient')}</>;
  const words = [q.answer.category, q.answer.note].filter(Boolean).join(' · ');
  const receipt = q.answer.receipt;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {words && <span>{words}</span>}
      {receipt && (
        <FileButton
          url={receipt.url}
          label={receipt.fileName}
          messages={{
            missing: translate('ledgerleaf.questions.attachmentMissing', { name: receipt.fileName }),
            error: translate('ledgerleaf.questions.attachmentError', { name: receipt.fileName }),
          }}
        />
      )}
    </Stack>
  );
};

const QuestionsEmpty = () => {
  const translate = useTranslate();
  return <EmptyState icon={<QuestionAnswerIcon />} message={translate('ledgerleaf.questions.empty')} />;
};

// Newest first; answered ones carry the client's category, note and receipt for the report's review.
// A bookkeeper starts on "My clients".
const QuestionList = () => {
  const translate = useTranslate();
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
        <Column source="askedAt" sx={{ whiteSpace: 'nowrap' }} render={(q) => formatDateTime(q.askedAt)} />
        <Column source="userId" render={(q) => q.userName ?? `#${q.userId}`} />
        <Column label="resources.questions.fields.reportId" disableSort render={(q) => q.reportId} />
        <Column
          label="resources.questions.fields.transaction"
          disableSort
          render={(q) => `${q.transaction.date} · ${q.transaction.name} · ${q.transaction.amount}`}
        />
        <Column source="question" disableSort />
        <Column
          source="status"
          render={(q) => <StatusChip label={translate(`ledgerleaf.questions.status.${q.status}`)} tone={q.status === 'answered' ? 'green' : 'yellow'} />}
        />
        <Column label="resources.questions.fields.answer" disableSort render={(q) => <Answer question={q} />} />
      </DataTable>
    </List>
  );
};

export default QuestionList;
