import englishMessages from 'ra-language-english';
import { mergeCatalogue } from '../merge-catalogue';
import { common } from './common';
import { dashboard } from './dashboard';
import { monthClose } from './month-close';
import { resources } from './resources';
import { users } from './users';

/** react-admin's English with the console's catalogue, one file per area. */
export const en = mergeCatalogue(englishMessages, common, resources, dashboard, users, monthClose);
