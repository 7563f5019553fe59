import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';

interface ProtectedRouteProps {
  children: ReactNode;
  adminOnly?: boolean;
}

/** Renders its children only for a logged-in user (and only for staff when adminOnly). */
export function ProtectedRoute({ children, adminOnly = false }: ProtectedRouteProps) {
  const { data: user, isPending, isError, error, refetch } = useUser();

  if (isPending) return <PageSpinner />;
  // A failed lookup (server down) is not the same as being logged out: offer a retry
  // instead of sending a logged-in user to the login screen.
  if (isError) {
    return <ErrorState title="We could not check your session" message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />;
  }
  if (!user) return <Navigate to="/auth" replace />;
  if (adminOnly && !user.isAdmin) return <Navigate to="/dashboard" replace />;
  return children;
}
