import type { Identifier } from 'react-admin';
import type { YearEndFileKind, YearEndPackageRow } from '@ledgerleaf/contracts';
import { ADMIN_API_URL, fetchBlob, sendJson } from '../../http-client';

export const YEAR_END_PACKAGES_RESOURCE = 'year-end-packages';

/** Staff review of a year-end package, as for a monthly report: approve, or reject with notes. */
export const yearEndPackagesApi = {
  reviewYearEndPackage: (id: Identifier, status: 'approved' | 'rejected', adminNotes?: string) =>
    sendJson<YearEndPackageRow>('POST', `${ADMIN_API_URL}/${YEAR_END_PACKAGES_RESOURCE}/${id}/update-status`, { status, adminNotes }).then((data) => ({
      data,
    })),
  downloadYearEndPackageFile: (id: Identifier, kind: YearEndFileKind) => fetchBlob(`${ADMIN_API_URL}/${YEAR_END_PACKAGES_RESOURCE}/${id}/${kind}`),
};
