// Shapes of API requests and responses shared by the server and the apps.
import type { PaymentPlan, RegistrationType } from './enums.js';

/** GET /api/user, POST /api/login. Never carries secrets. */
export interface CurrentUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  isAdmin: boolean;
  paymentPlan: PaymentPlan;
  registrationType: RegistrationType;
  taxYearEndDate: string | null;
  gstPstOwed: string;
  payrollTaxOwed: string;
  corporateIncomeTaxOwed: string;
  hasCompletedQuestionnaire: boolean;
  createdAt: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

/** Body of every error answer: `error` and `message` carry the same human text. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Field name → messages, for validation failures. */
  fields?: Record<string, string[]>;
}

export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  redis: 'up' | 'down' | 'not-configured';
  queueDriver: 'bull' | 'in-process';
  uptimeSeconds: number;
}

/** One row of GET /api/admin/users (react-admin list); also the body of GET /api/admin/users/:id. */
export interface AdminUserRow {
  id: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string;
  isAdmin: boolean;
  paymentPlan: PaymentPlan;
  registrationType: RegistrationType;
  hasCompletedQuestionnaire: boolean;
  createdAt: string;
}
