import { lazy } from 'react';
import TableChartIcon from '@mui/icons-material/TableChart';
import type { ResourceProps } from 'react-admin';

// admin-spec tab 8: upload card, page-only category manager and the uploaded-files list on one page.
export const csvUploads = {
  name: 'csv-uploads',
  icon: TableChartIcon,
  options: { label: 'resources.csv-uploads.name' },
  list: lazy(() => import('./csv-upload-page')),
  recordRepresentation: (upload: { fileName: string }) => upload.fileName,
} satisfies ResourceProps;
