import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { AdminContext, defaultI18nProvider, memoryStore, ResourceContextProvider, type AuthProvider, type DataProvider } from 'react-admin';

// A staff session that never touches the network, for views rendered outside <App>.
export const staffAuthProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => false,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 1, fullName: 'Riley Staff' }),
};

export const renderInAdmin = (
  ui: ReactNode,
  {
    dataProvider,
    resource,
    queryClient,
    permissions,
  }: {
    dataProvider: Partial<DataProvider>;
    resource?: string;
    queryClient?: QueryClient;
    /** The staff role, for views that depend on it. */ permissions?: string;
  },
) =>
  render(
    <AdminContext
      dataProvider={dataProvider as DataProvider}
      queryClient={queryClient}
      authProvider={permissions ? { ...staffAuthProvider, getPermissions: async () => permissions } : staffAuthProvider}
      i18nProvider={defaultI18nProvider}
      store={memoryStore()}
    >
      {resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui}
    </AdminContext>,
  );
