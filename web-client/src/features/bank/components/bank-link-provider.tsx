import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usePlaidLink, type PlaidLinkError, type PlaidLinkOnExit, type PlaidLinkOnSuccess, type PlaidLinkOnSuccessMetadata } from 'react-plaid-link';
import { TIMING, type ConfigurationRequiredBody } from '@ledgerleaf/contracts';
import { bankText } from '../utils/bank-text';
import { useToast } from '../../../components/toast/toast-context';
import { errorReferenceOf, getApiErrorMessage } from '../../../lib/api-client';
import { markItemReconnected, setAccessToken } from '../api/complete-link';
import { invalidateBankQueries } from '../api/manage-items';
import { createLinkToken, createReconnectLinkToken, LinkTokenError } from '../api/request-link-token';
import { pageReload } from '../utils/page-reload';
import { waitForBankScript } from '../utils/wait-for-bank-script';
import { BankLinkContext, type BankLinkApi } from './bank-link-context';
import { ConfigurationRequiredDialog } from './configuration-required-dialog';

type Purpose = { kind: 'link' } | { kind: 'update'; itemId: number };

interface LinkSessionState {
  opened: boolean;
  scriptError: boolean;
}

interface LinkSessionProps {
  token: string;
  onSuccess: PlaidLinkOnSuccess;
  onExit: PlaidLinkOnExit;
  state: RefObject<LinkSessionState>;
}

/** One Link session on the official hook: loads Link's script and opens Link once it is ready. */
function LinkSession({ token, onSuccess, onExit, state }: LinkSessionProps) {
  const { open, ready, error } = usePlaidLink({ token, onSuccess, onExit });
  useEffect(() => {
    state.current.scriptError = Boolean(error);
  }, [error, state]);
  useEffect(() => {
    if (!ready || state.current.opened) return;
    state.current.opened = true;
    open();
  }, [ready, open, state]);
  return null;
}

interface LinkSession {
  token: string;
  purpose: Purpose;
}

/**
 * The bank-link flow (client-spec 2 and 8) on the official react-plaid-link: fetch a Link
 * token, wait for Link's CDN script (30 one-second checks), open Link, then hand the
 * public token to the server (or mark the connection repaired after update mode) and
 * refetch every bank view. Children start it through useBankLink().
 */
export function BankLinkProvider({ children }: { children: ReactNode }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<LinkSession | null>(null);
  const [fetchingToken, setFetchingToken] = useState(false);
  const [configuration, setConfiguration] = useState<ConfigurationRequiredBody | null>(null);
  const purposeRef = useRef<Purpose | null>(null);
  purposeRef.current = session?.purpose ?? null;

  const finish = useCallback(() => setSession(null), []);

  const onSuccess = useCallback(
    (publicToken: string | null, metadata: PlaidLinkOnSuccessMetadata) => {
      const purpose = purposeRef.current;
      finish();
      if (!purpose) return;
      if (purpose.kind === 'update') {
        markItemReconnected(purpose.itemId)
          .then((answer) => toast({ title: bankText('reconnected'), description: answer?.message, variant: 'success' }))
          .catch((error: unknown) =>
            toast({
              title: bankText('reconnectFailedTitle'),
              description: getApiErrorMessage(error, bankText('reconnectFailedTitle')),
              reference: errorReferenceOf(error),
              variant: 'destructive',
            }),
          )
          .finally(() => void invalidateBankQueries(queryClient));
        return;
      }
      if (!publicToken) {
        toast({ title: bankText('connectionErrorTitle'), description: bankText('setAccessTokenFailed'), variant: 'destructive' });
        return;
      }
      setAccessToken({
        public_token: publicToken,
        institution_id: metadata.institution?.institution_id ?? null,
        institution_name: metadata.institution?.name ?? null,
      })
        .then((answer) => toast({ title: bankText('linkSucceededTitle'), description: answer?.message ?? bankText('linkSucceeded'), variant: 'success' }))
        .catch((error: unknown) =>
          toast({
            title: bankText('connectionErrorTitle'),
            description: getApiErrorMessage(error, bankText('setAccessTokenFailed')),
            reference: errorReferenceOf(error),
            variant: 'destructive',
          }),
        )
        .finally(() => void invalidateBankQueries(queryClient));
    },
    [finish, queryClient, toast],
  );

  const onExit = useCallback(
    (error: PlaidLinkError | null) => {
      const purpose = purposeRef.current;
      finish();
      // Closing Link without an error is the user's choice: nothing to report.
      if (!error) return;
      toast({
        title: purpose?.kind === 'update' ? bankText('reconnectFailedTitle') : bankText('connectionErrorTitle'),
        description: error.display_message || bankText('exitFallback'),
        variant: 'destructive',
      });
    },
    [finish, toast],
  );

  // What the mounted Link session reports, for the 30 checks below.
  const linkState = useRef<LinkSessionState>({ opened: false, scriptError: false });

  // Link is given 30 one-second checks to open (client-spec 8 and 9); it opens by itself
  // as soon as it is ready.
  useEffect(() => {
    if (!session) return;
    const controller = new AbortController();
    void waitForBankScript({
      isReady: () => linkState.current.opened,
      hasFailed: () => linkState.current.scriptError,
      signal: controller.signal,
    }).then((state) => {
      if (controller.signal.aborted || state === 'ready') return;
      finish();
      toast({
        title: bankText('connectionErrorTitle'),
        description: state === 'script-missing' ? bankText('scriptLoadFailed') : bankText('scriptNotReady'),
        variant: 'destructive',
      });
    });
    return () => controller.abort();
  }, [session, finish, toast]);

  const reportTokenFailure = useCallback(
    (error: unknown, title: string) => {
      const failure = error instanceof LinkTokenError ? error.failure : ({ kind: 'failed', message: bankText('linkTokenFailed') } as const);
      switch (failure.kind) {
        case 'session':
          toast({ title: bankText('sessionErrorTitle'), description: bankText('sessionErrorDescription'), variant: 'destructive' });
          window.setTimeout(() => pageReload.reload(), TIMING.sessionErrorReloadMs);
          return;
        case 'configuration':
          setConfiguration(failure.body);
          return;
        default:
          toast({ title, description: failure.message, variant: 'destructive' });
      }
    },
    [toast],
  );

  const start = useCallback(
    (purpose: Purpose) => {
      if (fetchingToken || session) return;
      setFetchingToken(true);
      const request = purpose.kind === 'link' ? createLinkToken() : createReconnectLinkToken(purpose.itemId);
      request
        .then((token) => {
          linkState.current = { opened: false, scriptError: false };
          setSession({ token, purpose });
        })
        .catch((error: unknown) => reportTokenFailure(error, purpose.kind === 'link' ? bankText('connectionErrorTitle') : bankText('reconnectErrorTitle')))
        .finally(() => setFetchingToken(false));
    },
    [fetchingToken, session, reportTokenFailure],
  );

  const api = useMemo<BankLinkApi>(
    () => ({
      connect: () => start({ kind: 'link' }),
      reconnect: (itemId: number) => start({ kind: 'update', itemId }),
      busy: fetchingToken || session !== null,
    }),
    [start, fetchingToken, session],
  );

  return (
    <BankLinkContext.Provider value={api}>
      {children}
      {/* Mounted only while linking: Plaid's script is fetched when the user asks to connect. */}
      {session && <LinkSession key={session.token} token={session.token} onSuccess={onSuccess} onExit={onExit} state={linkState} />}
      <ConfigurationRequiredDialog body={configuration} onClose={() => setConfiguration(null)} />
    </BankLinkContext.Provider>
  );
}
