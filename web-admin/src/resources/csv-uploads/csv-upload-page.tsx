import { Stack } from '@mui/material';
import { Title } from 'react-admin';
import { CategoryManager } from './category-manager';
import { CsvUploadCard } from './csv-upload-card';
import { CsvUploadList } from './csv-upload-list';
import { usePageCategories } from './use-page-categories';

export const CSV_PAGE_TITLE = 'CSV Upload & AI Categorization';

/** admin-spec tab 8: the upload card and the page's categories above the uploaded-files list. */
const CsvUploadPage = () => {
  const pageCategories = usePageCategories();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={CSV_PAGE_TITLE} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <CsvUploadCard categories={pageCategories.categories} />
        <CategoryManager {...pageCategories} />
      </Stack>
      <CsvUploadList />
    </Stack>
  );
};

export default CsvUploadPage;
