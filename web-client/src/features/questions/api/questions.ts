import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUESTION_RECEIPT_FIELD, type AnswerQuestionRequest, type QuestionResponse, type QuestionsResponse } from '@ledgerleaf/contracts';
import { i18n } from '../../../i18n/i18n';
import { useToast } from '../../../components/toast/toast-context';
import { apiRequest, failureToast } from '../../../lib/api-client';
import { BOOKS_QUERY_KEY } from '../../../lib/books';

export const QUESTIONS_URL = '/api/questions';
export const QUESTIONS_QUERY_KEY = [QUESTIONS_URL] as const;

/** GET /api/questions: the client's questions from their bookkeeper, open ones first. */
export function getQuestions({ signal }: { signal?: AbortSignal } = {}): Promise<QuestionsResponse> {
  return apiRequest<QuestionsResponse>(QUESTIONS_URL, { signal });
}

export function useQuestions() {
  return useQuery(queryOptions({ queryKey: QUESTIONS_QUERY_KEY, queryFn: getQuestions }));
}

export type AnswerQuestionInput = AnswerQuestionRequest & { id: number; receipt?: File | null };

/** POST /api/questions/{id}/answer: JSON, or multipart when a receipt goes with it. */
export function answerQuestion({ id, receipt, ...fields }: AnswerQuestionInput): Promise<QuestionResponse> {
  let body: AnswerQuestionRequest | FormData = fields;
  if (receipt) {
    body = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value) body.append(name, value);
    body.append(QUESTION_RECEIPT_FIELD, receipt);
  }
  return apiRequest<QuestionResponse>(`${QUESTIONS_URL}/${id}/answer`, { method: 'POST', body });
}

/** Answers, then refreshes the questions, the books, and what the caller names (the reports, rebuilt with the category). */
export function useAnswerQuestion(onAnswered?: () => Promise<unknown>) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuestion,
    onSuccess: async () => {
      toast({ title: i18n.t('questions:answerSent'), variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUESTIONS_QUERY_KEY }),
        onAnswered?.(),
        queryClient.invalidateQueries({ queryKey: BOOKS_QUERY_KEY }),
      ]);
    },
    onError: (error) => {
      toast(failureToast(error, i18n.t('questions:answerFailed')));
    },
  });
}
