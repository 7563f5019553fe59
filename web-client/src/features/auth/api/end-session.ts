import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { USER_QUERY_KEY } from './get-user';

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
