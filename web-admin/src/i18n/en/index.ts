import englishMessages from 'ra-language-english';
import { mergeCatalogue } from '../merge-catalogue';
import { common } from './common';
import { dashboard } from './dashboard';

/** react-admin's English with the console's catalogue, one file per area. */
export const en = mergeCatalogue(englishMessages, common, dashboard);
