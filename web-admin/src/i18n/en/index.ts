import englishMessages from 'ra-language-english';
import { mergeCatalogue } from '../merge-catalogue';
import { clientPage } from './client-page';
import { common } from './common';
import { dashboard } from './dashboard';
import { monthClose } from './month-close';
import { resources } from './resources';
import { tax } from './tax';
import { users } from './users';

/** react-admin's English with the console's catalogue, one file per area. */
export const en = mergeCatalogue(englishMessages, common, resources, dashboard, users, clientPage, tax, monthClose);
