import { z } from 'zod';
import { CategoryType, LIMITS, PROVINCE_CODES } from '@ledgerleaf/contracts';

// The messages are catalogue keys (the `submissions` namespace), shown in the screens' language.
const M = {
  summaryNameRequired: 'submissions:validation.summaryNameRequired',
  documentRequired: 'submissions:validation.documentRequired',
  transactionDateRequired: 'submissions:validation.transactionDateRequired',
  transactionNameRequired: 'submissions:validation.transactionNameRequired',
  provinceRequired: 'submissions:validation.provinceRequired',
  amountPositive: 'submissions:validation.amountPositive',
  categoryNameRequired: 'submissions:validation.categoryNameRequired',
  descriptionRequired: 'submissions:validation.descriptionRequired',
} as const;

const documents = z.array(z.instanceof(File));

/** One typed transaction, by the spec's rules (client-spec section 5). */
const manualTransactionSchema = z.object({
  transactionDate: z.string().min(1, M.transactionDateRequired),
  transactionName: z.string().trim().min(1, M.transactionNameRequired),
  // The select starts empty ('') until a province is chosen.
  province: z.string().pipe(z.enum(PROVINCE_CODES, M.provinceRequired)),
  amount: z
    .string()
    .trim()
    .refine((amount) => /^\d+(\.\d{1,2})?$/.test(amount) && Number(amount) >= LIMITS.manualAmountMin, M.amountPositive),
});

const additionalCategorySchema = z.object({
  type: z.enum([CategoryType.EXPENSE, CategoryType.REVENUE]),
  categoryName: z.string().trim().min(1, M.categoryNameRequired),
});

export const newSubmissionSchema = z.object({
  summaryName: z.string().trim().min(1, M.summaryNameRequired),
  documents: documents.min(1, M.documentRequired),
  manualTransactions: z.array(manualTransactionSchema),
  additionalCategories: z.array(additionalCategorySchema),
});

export type NewSubmissionFormValues = z.input<typeof newSubmissionSchema>;
export type ManualTransactionFormValues = NewSubmissionFormValues['manualTransactions'][number];
export type AdditionalCategoryFormValues = NewSubmissionFormValues['additionalCategories'][number];

export const editRequestSchema = z.object({
  description: z.string().trim().min(1, M.descriptionRequired),
  documents,
});
