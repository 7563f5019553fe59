// Every entity, listed once for the application, the CLI data source and the
// schema-drift test. Each entity lives in the module that owns it.
import { Session } from '../modules/auth/entities/session.entity';
import { StaffMfa } from '../modules/auth/entities/staff-mfa.entity';
import { StaffMfaRecoveryCode } from '../modules/auth/entities/staff-mfa-recovery-code.entity';
import { ProcessedWebhookEvent } from '../modules/billing/entities/processed-webhook-event.entity';
import { StripeSubscriptionState } from '../modules/billing/entities/stripe-subscription-state.entity';
import { CallRequest } from '../modules/call-requests/entities/call-request.entity';
import { AiTokenUsage } from '../modules/categorization/entities/ai-token-usage.entity';
import { MerchantMemory } from '../modules/categorization/entities/merchant-memory.entity';
import { ReportedPurchase } from '../modules/conversions/entities/reported-purchase.entity';
import { UserCategory } from '../modules/categories/entities/user-category.entity';
import { CsvTransaction } from '../modules/csv/entities/csv-transaction.entity';
import { CsvUpload } from '../modules/csv/entities/csv-upload.entity';
import { Message } from '../modules/messages/entities/message.entity';
import { AccountVisibility } from '../modules/plaid/entities/account-visibility.entity';
import { BankAccount } from '../modules/plaid/entities/bank-account.entity';
import { BankItem } from '../modules/plaid/entities/bank-item.entity';
import { BankTransaction } from '../modules/plaid/entities/bank-transaction.entity';
import { MonthlyReport } from '../modules/reports/entities/monthly-report.entity';
import { AdditionalCategory } from '../modules/submissions/entities/additional-category.entity';
import { EditRequest } from '../modules/submissions/entities/edit-request.entity';
import { ManualTransaction } from '../modules/submissions/entities/manual-transaction.entity';
import { Submission } from '../modules/submissions/entities/submission.entity';
import { SubmissionFile } from '../modules/submissions/entities/submission-file.entity';
import { SubmissionResult } from '../modules/submissions/entities/submission-result.entity';
import { User } from '../modules/users/entities/user.entity';

export const ENTITIES = [
  User,
  Session,
  StaffMfa,
  StaffMfaRecoveryCode,
  ProcessedWebhookEvent,
  Submission,
  ManualTransaction,
  AdditionalCategory,
  EditRequest,
  SubmissionFile,
  SubmissionResult,
  UserCategory,
  CsvUpload,
  CsvTransaction,
  CallRequest,
  Message,
  BankItem,
  BankAccount,
  BankTransaction,
  AccountVisibility,
  MonthlyReport,
  MerchantMemory,
  AiTokenUsage,
  StripeSubscriptionState,
  ReportedPurchase,
];
