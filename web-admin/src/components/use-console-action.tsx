import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, type NotificationType } from 'react-admin';
import type { AdminDataProvider } from '../data-provider';
import { errorReferenceOf, httpErrorMessage } from '../http-error-message';
import { TitledToast } from './titled-toast';

/** A toast: its words alone, or under a bold title as the spec writes some ('Error' / the reason); a server error's reference under them. */
export type ConsoleNotice = string | { title?: string; text: string; type?: NotificationType; reference?: string };

/** Shows a ConsoleNotice; a plain string or a notice without a type is shown as `type`. */
export const useShowNotice = () => {
  const notify = useNotify();
  return (notice: ConsoleNotice, type: NotificationType = 'success') => {
    const {
      title,
      text,
      type: own,
      reference,
    } = typeof notice === 'string' ? { text: notice, title: undefined, type: undefined, reference: undefined } : notice;
    notify(title || reference ? <TitledToast title={title} description={text} reference={reference} /> : text, { type: own ?? type });
  };
};

export interface ConsoleActionOptions<V, R> {
  /** Calls one named data-provider method. */
  call: (dataProvider: AdminDataProvider, variables: V) => Promise<R>;
  /** The toast once it worked; none for a download, whose saved file says it. */
  success?: ConsoleNotice | ((result: R, variables: V) => ConsoleNotice);
  /** The spec's words for a failure the API gives no words of its own for. */
  failure: string | ((variables: V) => string);
  /** How the failure's words are shown: alone by default, or under a title. */
  failureNotice?: (words: string) => ConsoleNotice;
  /**
   * What reads again afterwards: every view after a success (the lists, the counts and
   * the menu badges follow the change), after a failure too ('always': the server may have
   * moved on), or nothing ('never', a download changes nothing).
   */
  refresh?: 'on-success' | 'always' | 'never';
  /** The screen's own follow-up once it worked (empty a picker…), before the views read again. */
  onSuccess?: (result: R, variables: V) => void;
  /** The screen's own follow-up to a failure (a refusal whose body says what to offer next), after its toast. */
  onError?: (error: unknown, variables: V) => void;
  /** After either outcome (close a confirmation…). */
  onSettled?: () => void;
}

/**
 * A console action: a named data-provider method, then the spec's toast for success or
 * failure (the API's own words when it gave any), then react-admin's refresh. Returns the
 * mutation, so a button disables itself with `isPending` and starts with `mutate`.
 */
export function useConsoleAction<V = void, R = unknown>({
  call,
  success,
  failure,
  failureNotice = (words) => words,
  refresh: when = 'on-success',
  onSuccess,
  onError,
  onSettled,
}: ConsoleActionOptions<V, R>) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const show = useShowNotice();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (variables: V) => call(dataProvider, variables),
    onSuccess: (result, variables) => {
      if (success !== undefined) show(typeof success === 'function' ? success(result, variables) : success);
      onSuccess?.(result, variables);
      if (when !== 'never') refresh();
    },
    onError: (error, variables) => {
      const fallback = typeof failure === 'function' ? failure(variables) : failure;
      const notice = failureNotice(httpErrorMessage(error, fallback));
      const reference = errorReferenceOf(error);
      show(reference ? { ...(typeof notice === 'string' ? { text: notice } : notice), reference } : notice, 'error');
      onError?.(error, variables);
      if (when === 'always') refresh();
    },
    onSettled: () => onSettled?.(),
  });
}
