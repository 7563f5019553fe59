import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createI18nProvider, type ConsoleLocale } from '../i18n';
import type { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, ResourceContextProvider, type AuthProvider, type DataProvider } from 'react-admin';

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
    locale,
  }: {
    dataProvider: Partial<DataProvider>;
    resource?: string;
    queryClient?: QueryClient;
    /** The staff role, for views that depend on it. */ permissions?: string;
    /** The console's language; English unless a test says fr-CA. */ locale?: ConsoleLocale;
  },
) =>
  render(
    <AdminContext
      dataProvider={dataProvider as DataProvider}
      queryClient={queryClient}
      authProvider={permissions ? { ...staffAuthProvider, getPermissions: async () => permissions } : staffAuthProvider}
      i18nProvider={createI18nProvider(locale)}
      store={memoryStore()}
    >
      {resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui}
    </AdminContext>,
  );
