export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  body: string;
}

export interface SmtpStandIn {
  url: string;
  messages: CapturedMail[];
  waitFor(to: string, timeoutMs?: number): Promise<CapturedMail>;
  stop(): Promise<void>;
}

export function decodeQuotedPrintable(value: string): string;
export function startSmtpStandIn(options?: { dir?: string }): Promise<SmtpStandIn>;
