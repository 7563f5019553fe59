// The SMTP stand-in shared with the browser tests (scripts/stand-ins/smtp.mjs).
export { startSmtpStandIn as startSmtpCapture } from '../../../scripts/stand-ins/smtp.mjs';
export type { CapturedMail, SmtpStandIn as SmtpCapture } from '../../../scripts/stand-ins/smtp.mjs';
