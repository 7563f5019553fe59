import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { QUESTION_LIMITS, type TransactionQuestionDto, type UserCategoryRow } from '@ledgerleaf/contracts';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { formatAmount, formatDate } from '../../../lib/format';
import { useAnswerQuestion, useQuestions } from '../api/questions';
import { ReceiptPicker } from './receipt-picker';

function Transaction({ question }: { question: TransactionQuestionDto }) {
  const tx = question.transaction;
  return (
    <Box sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{tx.name}</Typography>
      <Typography variant="body2">
        {formatAmount(tx.amount)} · {formatDate(tx.date)} · {tx.accountName}
      </Typography>
    </Box>
  );
}

/**
 * An open question: one click on a category answers it (with the note and receipt, if any);
 * a note or a receipt alone can be sent too.
 */
function OpenQuestion({ question, categories, onAnswered }: { question: TransactionQuestionDto; categories: string[]; onAnswered?: () => Promise<unknown> }) {
  const answer = useAnswerQuestion(onAnswered);
  const { t } = useTranslation('questions');
  const [note, setNote] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const busy = answer.isPending;
  const send = (category?: string) =>
    answer.mutate({ id: question.id, ...(category ? { category } : {}), ...(note.trim() ? { note: note.trim() } : {}), receipt });
  return (
    <Paper component="article" variant="outlined" aria-label={t('question', { name: question.transaction.name })} sx={{ p: 2 }}>
      <Typography sx={{ mb: 1 }}>{question.question}</Typography>
      <Transaction question={question} />
      <Typography variant="body2" sx={{ mt: 1.5, mb: 1, color: 'text.secondary' }}>
        {t('pickCategory')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t('categories')}>
        {categories.map((name) => (
          <Chip
            key={name}
            label={name}
            clickable
            disabled={busy}
            color={busy && answer.variables?.category === name ? 'primary' : 'default'}
            onClick={() => send(name)}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5, alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          fullWidth
          label={t('notePlaceholder')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: QUESTION_LIMITS.noteMax } }}
          disabled={busy}
        />
        <Button variant="outlined" disabled={busy || (!note.trim() && !receipt)} onClick={() => send()} sx={{ whiteSpace: 'nowrap' }}>
          {t('sendAnswer')}
        </Button>
      </Stack>
      <ReceiptPicker receipt={receipt} onChange={setReceipt} disabled={busy} />
      {answer.isError && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {getErrorMessage(answer.error)}
        </Typography>
      )}
    </Paper>
  );
}

function AnsweredQuestion({ question }: { question: TransactionQuestionDto }) {
  const receipt = question.answer?.receipt;
  const words = [question.answer?.category, question.answer?.note].filter(Boolean).join(' · ');
  const { t } = useTranslation('questions');
  return (
    <Paper component="article" variant="outlined" aria-label={t('answeredQuestion', { name: question.transaction.name })} sx={{ p: 2, opacity: 0.85 }}>
      <Typography sx={{ mb: 1 }}>{question.question}</Typography>
      <Transaction question={question} />
      {words && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('yourAnswer', { words })}
        </Typography>
      )}
      {receipt && (
        <Typography variant="body2" sx={{ mt: words ? 0 : 1 }}>
          {t('receiptLabel')}{' '}
          <Link href={receipt.url} target="_blank" rel="noopener">
            {receipt.fileName}
          </Link>
        </Typography>
      )}
    </Paper>
  );
}

export interface QuestionsPanelProps {
  /** The client's categories (the categories feature's query, its fields read by the caller): what one click answers with. */
  categories: { data: UserCategoryRow[] | undefined; isPending: boolean; error: Error | null; refetch: () => Promise<unknown> };
  /** What else to read again once answered (the monthly reports, rebuilt with the category). */
  onAnswered?: () => Promise<unknown>;
}

/** "Questions from your bookkeeper": open questions to answer (count badge), then the answered ones. */
export function QuestionsPanel({ categories, onAnswered }: QuestionsPanelProps) {
  const questions = useQuestions();
  const open = questions.data?.questions.filter((q) => q.status === 'open') ?? [];
  const answered = questions.data?.questions.filter((q) => q.status === 'answered') ?? [];
  const failed = questions.isError ? questions.error : categories.error;
  const { t } = useTranslation('questions');
  return (
    <Paper component="section" aria-labelledby="questions-title" sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="questions-title" variant="h6" component="h2">
          {t('panelTitle')}
        </Typography>
        {/* The count is named once, by the icon (a generic span may not carry aria-label); the badge's digits are decoration. */}
        <Badge color="error" badgeContent={open.length} data-testid="questions-badge" slotProps={{ badge: { 'aria-hidden': true } }}>
          <QuestionAnswerIcon color="action" titleAccess={t('openCount', { count: open.length })} />
        </Badge>
      </Stack>
      {questions.isPending || categories.isPending ? (
        <PageSpinner minHeight={80} />
      ) : failed ? (
        <ErrorState
          title={t('panelError')}
          message={getErrorMessage(failed)}
          error={failed}
          onRetry={() => void Promise.all([questions.refetch(), categories.refetch()])}
        />
      ) : open.length + answered.length === 0 ? (
        <EmptyState icon={<QuestionAnswerIcon />} headingLevel="h3" title={t('panelEmpty')} hint={t('panelEmptyHint')} />
      ) : (
        <Stack spacing={1.5}>
          {open.map((q) => (
            <OpenQuestion key={q.id} question={q} categories={(categories.data ?? []).map((c) => c.categoryName)} onAnswered={onAnswered} />
          ))}
          {answered.slice(0, 5).map((q) => (
            <AnsweredQuestion key={q.id} question={q} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
