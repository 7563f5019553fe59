// Questions on transactions (issue 18, part 2): staff ask the client what a transaction of
// a pending report was; the client answers with one of their categories and/or a note.
import { mail } from './i18n/catalogues/mail.js';
import { questions } from './i18n/catalogues/questions.js';
import { renderEnglishTexts } from './i18n/render.js';

export const QUESTION_STATUSES = ['open', 'answered'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = {
  open: 'Open',
  answered: 'Answered',
};

export const QUESTION_LIMITS = {
  questionMax: 1000,
  noteMax: 1000,
  categoryMax: 100,
  /** Days a question stays open before the one reminder mail. */
  reminderAfterDays: 3,
} as const;

/** The transaction a question is about, as the ledger holds it (amount negative = money out). */
export interface QuestionTransactionDto {
  transactionId: number;
  date: string;
  name: string;
  amount: string;
  accountName: string;
  category: string | null;
}

/** A receipt the client attached to an answer; `url` serves it to the client and to staff (GET or HEAD). */
export interface QuestionReceiptDto {
  fileName: string;
  url: string;
}

export interface QuestionAnswerDto {
  category: string | null;
  note: string | null;
  receipt: QuestionReceiptDto | null;
}

/** One question as the client sees it (GET /api/questions). */
export interface TransactionQuestionDto {
  id: number;
  status: QuestionStatus;
  question: string;
  /** The monthly report's public id (RPT-…). */
  reportId: string;
  transaction: QuestionTransactionDto;
  askedAt: string;
  answer: QuestionAnswerDto | null;
  answeredAt: string | null;
}

/** A row of the console's questions list (GET /api/admin/questions). */
export interface AdminTransactionQuestionDto extends TransactionQuestionDto {
  userId: number;
  userName: string | null;
  askedBy: number | null;
}

export interface QuestionsResponse {
  questions: TransactionQuestionDto[];
}

export interface QuestionResponse {
  question: TransactionQuestionDto;
}

/** POST /api/admin/reports/{reportId}/questions */
export interface AskQuestionRequest {
  transactionId: number;
  question: string;
}

/**
 * POST /api/questions/{id}/answer: at least one of category, note and receipt. JSON without
 * a receipt; multipart/form-data (fields `category`, `note`, file `receipt`) with one. The
 * receipt follows the submissions' document rules (DOCUMENT_TYPES, SUBMISSION_LIMITS.maxFileBytes).
 */
export interface AnswerQuestionRequest {
  category?: string;
  note?: string;
}

/** The multipart file field of an answer's receipt. */
export const QUESTION_RECEIPT_FIELD = 'receipt';

export const QUESTION_TEXTS = {
  panelTitle: 'Questions from your bookkeeper',
  panelEmpty: 'No questions from your bookkeeper right now.',
  panelEmptyHint: 'When your bookkeeper cannot tell what a transaction was, the question shows here: one click answers it.',
  panelError: 'Could not load the questions from your bookkeeper.',
  notePlaceholder: 'Add a note (optional)',
  sendAnswer: 'Send',
  attachReceipt: 'Attach receipt',
  removeReceipt: 'Remove receipt',
  receiptLabel: 'Receipt',
  answerSent: 'Thanks: your bookkeeper has your answer',
  answerFailed: 'Could not send your answer',
  pickCategory: 'Pick the category in one click:',
  yourAnswer: 'Your answer',
  answered: 'Answered',
  /** A report with open questions, as the client sees it. */
  reportWaitingForAnswers: 'Waiting for your answers',
  /** The same, as staff see it. */
  reportAwaitingClient: 'Awaiting client',
  askAction: 'Ask the client',
  askTitle: 'Ask the client about this transaction',
  askPlaceholder: 'What was this transaction?',
  askSent: 'Question sent to the client',
  menuLabel: 'Questions',
  consoleEmpty: "No questions to clients yet: ask one from a report's transaction list",
  askFailed: 'Could not send the question',
  /** The mails' subjects: the mail catalogue's. */
  mailSubjectAsked: mail['en-CA'].questionsAsked.subject,
  mailSubjectReminder: mail['en-CA'].questionsReminder.subject,
} as const;

export const QUESTION_MESSAGES = renderEnglishTexts(questions['en-CA'], {
  questionMax: QUESTION_LIMITS.questionMax,
  noteMax: QUESTION_LIMITS.noteMax,
  statuses: QUESTION_STATUSES.join(', '),
  field: QUESTION_RECEIPT_FIELD,
});

/** A question as a mail lists it. */
export interface QuestionMailLine {
  date: string;
  name: string;
  amount: string;
  question: string;
}

/**
 * The client's mails' subjects: one grouped message when questions are asked (at most one a day),
 * one reminder after QUESTION_LIMITS.reminderAfterDays. The mails themselves are the `mail`
 * catalogue's, in the client's language (api/src/modules/questions).
 */
export const QUESTION_MAIL_TEXTS = {
  askedSubject: mail['en-CA'].questionsAsked.subject,
  reminderSubject: mail['en-CA'].questionsReminder.subject,
} as const;
