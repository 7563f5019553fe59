// Every namespace of the SPA's catalogue. Add a namespace: a file beside this one exporting
// { 'en-CA': {...}, 'fr-CA': {...} }, listed here.
import { account } from './account';
import { auth } from './auth';
import { common } from './common';
import { dashboard } from './dashboard';
import { landing } from './landing';
import { layout } from './layout';
import { receipts } from './receipts';
import { validation } from './validation';

export const NAMESPACES = { account, auth, common, dashboard, landing, layout, receipts, validation } as const;
