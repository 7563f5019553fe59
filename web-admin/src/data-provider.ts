import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './http-client';

export const ADMIN_API_URL = '/api/admin';

// Workflow calls (approve, reject, markComplete, categorize…) join this object as named
// methods instead of overloading update; screens reach them through
// useDataProvider<AdminDataProvider>().
export const dataProvider = {
  ...simpleRestProvider(ADMIN_API_URL, httpClient),
} satisfies DataProvider;

export type AdminDataProvider = typeof dataProvider;
