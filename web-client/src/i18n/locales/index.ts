// Every namespace of the SPA's catalogue. Add a namespace: a file beside this one exporting
// { 'en-CA': {...}, 'fr-CA': {...} }, listed here.
import { common } from './common';
import { layout } from './layout';

export const NAMESPACES = { common, layout } as const;
