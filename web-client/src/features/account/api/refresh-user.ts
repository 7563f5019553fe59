import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@ledgerleaf/contracts';
import { USER_QUERY_KEY } from '../../../lib/auth';

function isCurrentUser(value: unknown): value is CurrentUser {
  return typeof value === 'object' && value !== null && 'id' in value && 'email' in value;
}

/**
 * After an account change: shows the user the server answered with at once, then
 * refetches GET /api/user so every screen agrees with the server.
 */
export function useRefreshUser() {
  const queryClient = useQueryClient();
  return useCallback(
    async (answer?: unknown) => {
      if (isCurrentUser(answer)) queryClient.setQueryData(USER_QUERY_KEY, answer);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
    [queryClient],
  );
}
