import { useMutation, useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import type { TestCredentialsResponse, TestInstitutionNameRequest } from '@ledgerleaf/contracts';
import type { AdminDataProvider } from '../data-provider';

/** A 403 means the session is no longer a staff one: the page shows "Admin Access Required". */
export const isForbidden = (error: unknown) => error instanceof HttpError && error.status === 403;

/** Admin-spec 8: an unreachable credentials endpoint reads as error, environment unknown, both values missing. */
export const UNREACHABLE_CREDENTIALS: TestCredentialsResponse = {
  status: 'error',
  environment: 'unknown',
  client_id_present: false,
  secret_present: false,
  client_id_preview: null,
  missing: [],
  message: '',
  redirect_uri: null,
  expected_redirect_uri: '',
};

export const useCredentialsTest = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({ queryKey: ['plaid-diagnostics', 'credentials'], queryFn: () => dataProvider.testPlaidCredentials(), retry: false });
};

export const useConnectionTest = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({ queryKey: ['plaid-diagnostics', 'connection'], queryFn: () => dataProvider.testPlaidConnection(), retry: false });
};

export const useInstitutionNameTest = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useMutation({ mutationFn: (request: TestInstitutionNameRequest) => dataProvider.testInstitutionName(request) });
};
