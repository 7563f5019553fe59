// Questions on transactions (issue 18, part 2): staff ask the client what a transaction of
// a pending report was; the client answers with one of their categories and/or a note.

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
  mailSubjectAsked: 'Your bookkeeper has questions about your transactions',
  mailSubjectReminder: 'Reminder: your bookkeeper is waiting for your answers',
} as const;

export const QUESTION_MESSAGES = {
  notFound: 'Question not found',
  transactionNotInReport: 'transactionId is not a transaction of this report: pick a row of the report’s transaction list',
  transactionIdInvalid: 'transactionId must be the id of a transaction of this report (a whole number)',
  questionRequired: 'question is required: say what you need to know about the transaction',
  questionTooLong: `question must be at most ${QUESTION_LIMITS.questionMax} characters`,
  onlyPending: 'Questions can only be asked on a pending report',
  alreadyOpen: 'This transaction already has an open question: wait for the answer or edit the report',
  emptyAnswer: 'Give a category, a note or a receipt (or several) to answer the question',
  receiptField: 'The receipt goes in the "receipt" field',
  oneReceipt: 'Attach one receipt per answer',
  alreadyAnswered: 'This question was already answered',
  noteTooLong: `note must be at most ${QUESTION_LIMITS.noteMax} characters`,
  statusInvalid: `status must be one of: ${QUESTION_STATUSES.join(', ')}`,
} as const;

/** A question as a mail lists it. */
export interface QuestionMailLine {
  date: string;
  name: string;
  amount: string;
  question: string;
}

const mailLines = (questions: readonly QuestionMailLine[]) => questions.map((q) => `- ${q.date} · ${q.name} · ${q.amount}: ${q.question}`);

/** The client's mails: one grouped message when questions are asked (at most one a day), one reminder after QUESTION_LIMITS.reminderAfterDays. */
export const QUESTION_MAIL_TEXTS = {
  askedSubject: QUESTION_TEXTS.mailSubjectAsked,
  askedBody: (p: { firstName: string; questions: readonly QuestionMailLine[]; link: string; brand: string }) =>
    [
      `Hello ${p.firstName},`,
      '',
      `Your bookkeeper could not tell what ${p.questions.length === 1 ? 'this transaction was' : `these ${p.questions.length} transactions were`}:`,
      ...mailLines(p.questions),
      '',
      'Answering takes one click on a category, in "Questions from your bookkeeper" on your dashboard:',
      p.link,
      '',
      `— ${p.brand}`,
    ].join('\n'),
  reminderSubject: QUESTION_TEXTS.mailSubjectReminder,
  reminderBody: (p: { firstName: string; questions: readonly QuestionMailLine[]; link: string; brand: string }) =>
    [
      `Hello ${p.firstName},`,
      '',
      `Your monthly report waits for your answer${p.questions.length === 1 ? '' : 's'} to:`,
      ...mailLines(p.questions),
      '',
      p.link,
      '',
      `— ${p.brand}`,
    ].join('\n'),
} as const;
