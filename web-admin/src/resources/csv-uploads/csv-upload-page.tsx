import { Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { CategoryManager } from './category-manager';
import { CsvUploadCard } from './csv-upload-card';
import { CsvUploadList } from './csv-upload-list';
import { usePageCategories } from './use-page-categories';

/** admin-spec tab 8: the upload card and the page's categories above the uploaded-files list. */
const CsvUploadPage = () => {
  const translate = useTranslate();
  const pageCategories = usePageCategories();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('ledgerleaf.uploads.pageTitle')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <CsvUploadCard categories={pageCategories.categories} />
        <CategoryManager {...pageCategories} />
      </Stack>
      <CsvUploadList />
    </Stack>
  );
};

export default CsvUploadPage;
