import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route, type RouteObject } from 'react-router-dom';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';
import { Dashboard } from './dashboard';
import { createI18nProvider } from './i18n';
import { CONSOLE_TITLE, ConsoleLayout } from './layout';
import { consoleTheme } from './layout/console-theme';
import { PLAID_DIAGNOSTICS_PATH, PlaidDiagnosticsPage } from './plaid-diagnostics';
import { accessLog } from './resources/access-log';
import { callRequests } from './resources/call-requests';
import { questions } from './resources/questions';
import { conversations } from './resources/conversations';
import { SECURITY_PATH, SecurityPage } from './security';
import { staff } from './resources/staff';
import { csvUploads } from './resources/csv-uploads';
import { messages } from './resources/messages';
import { historicalReports, monthlyReports, rejectedReports } from './resources/monthly-reports';
import { completedSubmissions, editRequests, pendingSubmissions } from './resources/submissions';
import { CLIENT_LEDGER_ROUTE, CLIENT_RECONCILIATION_ROUTE, ClientLedgerPage, ClientReconciliationPage, users } from './resources/users';
import { monthClose } from './resources/month-close';
import { yearEndPackages } from './resources/year-end-packages';
import { receipts } from './resources/receipts';

// Must match `base` in vite.config.ts, where the API serves the build.
export const CONSOLE_BASENAME = '/admin';

// English unless the staff member chose Français (react-admin's store keeps the choice).
const i18nProvider = createI18nProvider();

export const App = () => (
  <Admin
    i18nProvider={i18nProvider}
    basename={CONSOLE_BASENAME}
    title={CONSOLE_TITLE}
    authProvider={authProvider}
    dataProvider={dataProvider}
    dashboard={Dashboard}
    layout={ConsoleLayout}
    theme={consoleTheme}
    // Signing in happens on the customer site (/auth); the console never shows /admin/login.
    loginPage={false}
    requireAuth
    // react-admin would otherwise report the console's hostname to a third-party server.
    disableTelemetry
  >
    {/* admin-spec section 2: the tabs in the spec's order; Monthly Reports comes first. */}
    <Resource {...monthlyReports} />
    <Resource {...pendingSubmissions} />
    <Resource {...completedSubmissions} />
    <Resource {...editRequests} />
    <Resource {...callRequests} />
    <Resource {...rejectedReports} />
    <Resource {...messages} />
    <Resource {...users} />
    <Resource {...yearEndPackages} />
    <Resource {...receipts} />
    <Resource {...questions} />
    <Resource {...conversations} />
    <Resource {...monthClose} />
    <CustomRoutes>
      <Route path={PLAID_DIAGNOSTICS_PATH} element={<PlaidDiagnosticsPage />} />
      <Route path={SECURITY_PATH} element={<SecurityPage />} />
      <Route path={CLIENT_LEDGER_ROUTE} element={<ClientLedgerPage />} />
      <Route path={CLIENT_RECONCILIATION_ROUTE} element={<ClientReconciliationPage />} />
    </CustomRoutes>
    <Resource {...csvUploads} />
    <Resource {...historicalReports} />
    <Resource {...accessLog} />
    {/* Owners only (the permissions are the staff role); the API refuses the others as well. */}
    {(permissions: unknown) => (permissions === 'owner' ? <Resource {...staff} /> : null)}
  </Admin>
);

// react-admin falls back to a hash router; the console wants real /admin/... URLs (the API
// serves index.html for /admin/*), so it runs inside a browser router mounted on that path.
export const consoleRoutes: RouteObject[] = [{ path: `${CONSOLE_BASENAME}/*`, element: <App /> }];
