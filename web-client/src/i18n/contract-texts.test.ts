// The SPA's English keys copied from @ledgerleaf/contracts' English constants stay word for word
// the same (the English tests and the spec read them), while French has its own text.
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MANAGER_TEXTS,
  ACCOUNT_MESSAGES,
  ACCOUNT_TEXTS,
  CONTACT_TOASTS,
  CONVERSATION_TEXTS,
  GST_HST_NUMBER_FORMAT,
  QUESTION_STATUS_LABELS,
  QUESTION_TEXTS,
  SUBMISSION_MESSAGES,
  VALIDATION,
} from '@ledgerleaf/contracts';
import { i18n } from './i18n';

const en = (key: string, params?: Record<string, unknown>) => i18n.getFixedT('en-CA')(key, params);

describe('the SPA’s copies of the contracts’ English texts', () => {
  it('are word for word the same in English', () => {
    const pairs: [string, string][] = [
      ['taxProfile:gstHstNumberFormat', GST_HST_NUMBER_FORMAT],
      ['account:questionnaire.title', ACCOUNT_TEXTS.questionnaireTitle],
      ['account:questionnaire.succeeded', ACCOUNT_TEXTS.questionnaireSucceeded],
      ['account:questionnaire.failed', ACCOUNT_TEXTS.questionnaireFailed],
      ['account:questionnaire.taxYearEndRequired', VALIDATION.taxYearEndRequired],
      ['account:password.updated', ACCOUNT_TEXTS.passwordUpdated],
      ['account:password.updateFailed', ACCOUNT_TEXTS.passwordUpdateFailed],
      ['account:deleteAccount.deleted', ACCOUNT_TEXTS.accountDeleted],
      ['account:deleteAccount.failed', ACCOUNT_TEXTS.accountDeleteFailed],
      ['account:deleteAccount.passwordNeeded', ACCOUNT_MESSAGES.passwordNeededToDelete],
      ['account:errorTitle', ACCOUNT_TEXTS.errorTitle],
      ['account:successTitle', ACCOUNT_TEXTS.successTitle],
      ['account:accountManager.title', ACCOUNT_MANAGER_TEXTS.title],
      ['account:accountManager.message', ACCOUNT_MANAGER_TEXTS.message],
      ['account:accountManager.none', ACCOUNT_MANAGER_TEXTS.none],
      ['account:accountManager.loadFailed', ACCOUNT_MANAGER_TEXTS.loadFailed],
      ['account:accountManager.directLine', `${ACCOUNT_MANAGER_TEXTS.directLine}:`],
      ['contact:form.sent', CONTACT_TOASTS.messageSent],
      ['contact:form.failed', CONTACT_TOASTS.messageFailed],
      ['contact:callRequest.sent', CONTACT_TOASTS.callRequestSent],
      ['contact:callRequest.failed', CONTACT_TOASTS.callRequestFailed],
      ['conversation:status.open', QUESTION_STATUS_LABELS.open],
      ['conversation:status.answered', QUESTION_STATUS_LABELS.answered],
      ['questions:fileTooLarge', `x.pdf: ${SUBMISSION_MESSAGES.fileTooLarge}`],
      ['questions:documentTypeRefused', SUBMISSION_MESSAGES.documentTypeRefused('x.pdf')],
    ];
    for (const key of ['questionMin', 'preferredDateRequired', 'preferredTimeRequired', 'timezoneRequired', 'timezoneInvalid', 'preferredDatePast'] as const) {
      pairs.push([`contact:validation.${key}`, VALIDATION[key]]);
    }
    for (const [key, text] of Object.entries(CONVERSATION_TEXTS)) {
      if (i18n.exists(`conversation:${key}`)) pairs.push([`conversation:${key}`, text]);
    }
    for (const [key, text] of Object.entries(QUESTION_TEXTS)) {
      if (i18n.exists(`questions:${key}`) && !['yourAnswer', 'receiptLabel'].includes(key)) pairs.push([`questions:${key}`, text]);
    }
    pairs.push(['questions:yourAnswer', `${QUESTION_TEXTS.yourAnswer}: {{words}}`], ['questions:receiptLabel', `${QUESTION_TEXTS.receiptLabel}:`]);

    const differing = pairs
      .map(([key, text]) => [key, en(key, { name: 'x.pdf', megabytes: 25, words: '{{words}}' }), text])
      .filter(([, mine, theirs]) => mine !== theirs);
    expect(differing).toEqual([]);
    expect(pairs.length).toBeGreaterThan(40);
  });
});
