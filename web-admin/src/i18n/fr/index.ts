import frenchMessages from 'ra-language-french';
import { mergeCatalogue } from '../merge-catalogue';
import { clientPage } from './client-page';
import { common } from './common';
import { dashboard } from './dashboard';
import { monthClose } from './month-close';
import { resources } from './resources';
import { tax } from './tax';
import { users } from './users';

/** react-admin's French with the console's Canadian French catalogue, one file per area (the same areas as en/). */
export const fr = mergeCatalogue(frenchMessages, common, resources, dashboard, users, clientPage, tax, monthClose);
