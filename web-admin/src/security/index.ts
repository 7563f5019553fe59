export { SecurityPage } from './security-page';
export { MfaEnrolmentGate } from './mfa-enrolment-gate';
export { SECURITY_PATH } from './security-path';
