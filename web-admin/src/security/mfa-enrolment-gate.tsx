import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useGetIdentity } from 'react-admin';
import { STAFF_MFA } from '@ledgerleaf/contracts';

/**
 * STAFF_MFA_REQUIRED: until two-factor login is on, the console shows only the Security
 * page (the API refuses everything else anyway, with a 403 that also sends here).
 */
export const MfaEnrolmentGate = ({ children }: { children: ReactNode }) => {
  const { identity } = useGetIdentity();
  const { pathname } = useLocation();
  if (identity?.mfaEnrolmentRequired === true && pathname !== STAFF_MFA.setupPath) return <Navigate to={STAFF_MFA.setupPath} replace />;
  return <>{children}</>;
};
