import { queryOptions, useQuery } from '@tanstack/react-query';
import { yearEndFileName, type YearEndFileKind, type YearEndPackageRow } from '@ledgerleaf/contracts';
import { apiRequest } from '../../../lib/api-client';
import { apiRequestBlob, saveFile } from '../../../lib/download';

export const YEAR_END_PACKAGES_URL = '/api/tax/year-end-packages';

/** GET /api/tax/year-end-packages: the client's year-end packages, newest year first. */
export function getYearEndPackages({ signal }: { signal?: AbortSignal } = {}): Promise<YearEndPackageRow[]> {
  return apiRequest<YearEndPackageRow[]>(YEAR_END_PACKAGES_URL, { signal });
}

export function getYearEndPackagesQueryOptions() {
  return queryOptions({ queryKey: [YEAR_END_PACKAGES_URL], queryFn: getYearEndPackages });
}

export function useYearEndPackages() {
  return useQuery(getYearEndPackagesQueryOptions());
}

/** GET /api/downloads/year-end/:fiscalYearEnd/:kind (approved packages only), handed to the browser's save flow. */
export async function downloadYearEndFile(fiscalYearEnd: string, kind: YearEndFileKind): Promise<void> {
  const file = await apiRequestBlob(`/api/downloads/year-end/${fiscalYearEnd}/${kind}`);
  saveFile({ blob: file.blob, fileName: file.fileName || yearEndFileName(fiscalYearEnd, kind) });
}
