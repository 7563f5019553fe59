import type { ConsoleNotice } from '../../components/use-console-action';

/** The report tabs' failure toast: a red 'Error' over the reason (admin-spec tabs 1, 6 and 9); `title` is the translated 'Error'. */
export const reportErrorNotice =
  (title: string) =>
  (words: string): ConsoleNotice => ({ title, text: words, type: 'error' });
