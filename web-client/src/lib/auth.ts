// The session, app-wide: who is logged in, and ending the session on this side. Every
// feature and page reads the current user here; the auth feature only logs in and registers.
import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TOASTS, type CurrentUser } from '@ledgerleaf/contracts';
import { useToast } from '../components/toast/toast-context';
import { apiRequest, getErrorMessage, getQueryFn } from './api-client';

export const USER_QUERY_KEY = ['/api/user'] as const;

/** GET /api/user: the logged-in user, or null for a visitor (401). */
export const getUser = getQueryFn<CurrentUser>({ on401: 'returnNull' });

export function getUserQueryOptions() {
  return queryOptions({ queryKey: USER_QUERY_KEY, queryFn: getUser });
}

export function useUser() {
  return useQuery(getUserQueryOptions());
}

/**
 * Forgets the session on this side after the server ended it (logout, account
 * deletion): goes home, drops every cached query and marks the user as a visitor.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    // Leave the protected page synchronously before the user is cleared; otherwise
    // its guard sees "no user" first and sends the visitor to /auth instead of home.
    navigate('/', { flushSync: true });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
    queryClient.setQueryData(USER_QUERY_KEY, null);
  }, [navigate, queryClient]);
}

export function logout(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/logout', { method: 'POST' });
}

/** POST /api/logout, then forget the session here (the top bar and the tax questionnaire offer it). */
export function useLogout() {
  const endSession = useEndSession();
  const { toast } = useToast();
  return useMutation({
    mutationFn: logout,
    onSuccess: endSession,
    onError: (error) => {
      toast({ title: TOASTS.logoutFailed, description: getErrorMessage(error), variant: 'destructive' });
    },
  });
}
