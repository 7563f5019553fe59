import type { Identifier } from 'react-admin';
import type { AskQuestionRequest, QuestionResponse } from '@ledgerleaf/contracts';
import { ADMIN_API_URL, requestJson } from '../../http-client';

/** Questions on transactions: staff ask about a row of a report's transaction list. */
export const questionsApi = {
  /** POST /api/admin/reports/{reportId}/questions */
  askQuestion: (reportId: Identifier, body: AskQuestionRequest) =>
    requestJson<QuestionResponse>(`${ADMIN_API_URL}/reports/${reportId}/questions`, { method: 'POST', body: JSON.stringify(body) }),
};
