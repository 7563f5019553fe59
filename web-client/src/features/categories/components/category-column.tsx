import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UserCategoryRow } from '@ledgerleaf/contracts';
import { CategoryItem } from './category-item';

interface CategoryColumnProps {
  title: string;
  /** Said when the column has no category. */
  empty: string;
  categories: readonly UserCategoryRow[];
  onDelete: (category: UserCategoryRow) => void;
}

/** The revenue or the expense categories, in name order. */
export function CategoryColumn({ title, empty, categories, onDelete }: CategoryColumnProps) {
  const headingId = `categories-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {title}
      </Typography>
      {categories.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{empty}</Typography>
      ) : (
        <List dense aria-labelledby={headingId}>
          {categories.map((category) => (
            <CategoryItem key={category.id} category={category} onDelete={() => onDelete(category)} />
          ))}
        </List>
      )}
    </Paper>
  );
}
