import { BRAND, CURRENCY, PLANS, TERMS_EFFECTIVE_DATE } from '@ledgerleaf/contracts';
import type { LegalDocument } from './types';

export const termsOfService: LegalDocument = {
  title: 'Terms and Conditions',
  dates: [`Effective date: ${TERMS_EFFECTIVE_DATE}`, `Last updated: ${TERMS_EFFECTIVE_DATE}`],
  intro: [
    `These Terms and Conditions are an agreement between you and ${BRAND.name} about your use of our website and our subscription bookkeeping service. Please read them carefully: they explain how billing, renewal and cancellation work and limit our liability.`,
  ],
  numbered: true,
  sections: [
    {
      heading: 'Acceptance of These Terms',
      paragraphs: [
        `By creating an account, subscribing to a plan or otherwise using ${BRAND.name}, you agree to these Terms and to our Privacy Policy. If you use the service on behalf of a business, you confirm that you are authorised to accept these Terms for that business. If you do not agree, do not use the service.`,
      ],
    },
    {
      heading: 'Definitions',
      paragraphs: [
        `"${BRAND.name}", "we", "us" and "our" mean the provider of the service. "You" means the person or business holding the account. "Service" means our website, client dashboard, bookkeeping work and the reports we deliver. "Subscription" means a paid plan that renews automatically. "Paid term" means the month or year your last payment covers.`,
      ],
    },
    {
      heading: 'Eligibility',
      paragraphs: [
        'You must be at least the age of majority in your province or territory and able to enter into a binding contract. The service is designed for businesses, self-employed people and entrepreneurs with bank accounts at Canadian financial institutions.',
      ],
    },
    {
      heading: 'Your Account',
      paragraphs: [
        'You agree to give accurate, current and complete information when you register and to keep it up to date. You are responsible for everything that happens under your account. One account serves one business; tell us if you need us to keep books for more than one.',
      ],
    },
    {
      heading: 'Description of the Services',
      paragraphs: [
        'We categorise your income and expenses, reconcile your bank and credit card accounts and prepare monthly reports, which may include profit and loss statements, balance sheets, bank reconciliations and the figures you need for GST/HST filings. Reports are delivered through your dashboard as CSV and PDF files after a bookkeeper has reviewed them.',
      ],
    },
    {
      heading: 'Subscription Plans',
      paragraphs: [
        `We offer a Monthly plan at ${PLANS.MONTHLY.label} and an Annual plan at ${PLANS.ANNUAL.label}, both in Canadian dollars. The Monthly plan covers one month of bookkeeping per billing period; the Annual plan covers twelve months processed together. Plan features are described on our pricing page at the time you subscribe.`,
      ],
    },
    {
      heading: 'Billing and Automatic Renewal',
      paragraphs: [
        'Subscriptions are billed in advance at the start of each paid term and renew automatically at the end of each term, monthly for the Monthly plan and yearly for the Annual plan, until you cancel. By subscribing, you authorise us and our payment processor to charge your payment method at each renewal at the price then in effect.',
        'If we change the price of your plan, we will tell you by email at least 30 days before the change applies to your next renewal, so you can cancel first if you wish.',
      ],
    },
    {
      heading: 'Accepted Payment Methods',
      paragraphs: [
        'Payments are processed securely by Stripe. We accept Visa, MasterCard, American Express and JCB. Your card details are handled by Stripe and never stored on our servers. If a renewal payment fails, we may retry it and may pause the service until the balance is paid.',
      ],
    },
    {
      heading: 'Currency and Taxes',
      paragraphs: [
        `All prices and payments are in Canadian dollars (${CURRENCY}). Applicable sales taxes, such as GST, HST or PST, are added according to your province or territory. Your card issuer may charge its own fees, for example on cards issued outside Canada.`,
      ],
    },
    {
      heading: 'Cancellation',
      paragraphs: [
        'You may cancel your subscription at any time; there is no long-term contract. Cancellation takes effect at the end of your current paid term: you keep full access and we complete the work for that term, and no further charges are made.',
      ],
    },
    {
      heading: 'All Sales Final; No Refunds',
      paragraphs: [
        'All sales are final. We do not give refunds or credits for partial months or years, unused time, or periods in which you did not use the service, except where the law requires otherwise.',
      ],
    },
    {
      heading: 'Promotional Codes and Free Access',
      paragraphs: [
        'From time to time we may offer promotional codes or free periods. Each offer has its own conditions, has no cash value, cannot be combined with other offers unless we say so, and may be withdrawn at any time before it is redeemed.',
      ],
    },
    {
      heading: 'Your Responsibilities',
      paragraphs: [
        'Our work is only as accurate as the information we receive. You agree to provide complete and truthful records on time, to tell us about transactions we cannot see (such as cash sales or personal purchases made with a business card), and to review your reports and tell us promptly if something looks wrong.',
      ],
    },
    {
      heading: 'Bank Connections',
      paragraphs: [
        'You may connect bank and credit card accounts through Plaid, a third-party provider. Connections are read-only: we can see balances and transactions but cannot move money. Banks usually provide about 90 days of history. You can disconnect an account at any time from your dashboard, which removes its transactions from our records.',
      ],
    },
    {
      heading: 'Documents and Uploads',
      paragraphs: [
        'You may upload receipts, invoices, statements and CSV files. You confirm that you have the right to share them and that they do not contain malware. We use them only to provide the service, and we may decline files we cannot read.',
      ],
    },
    {
      heading: 'Turnaround Times',
      paragraphs: [
        'We aim to process complete submissions within 48 hours, Monday to Friday, excluding statutory holidays. Turnaround times are targets, not guarantees; incomplete or unclear records may take longer.',
      ],
    },
    {
      heading: 'Reports and Revisions',
      paragraphs: [
        'Monthly reports are generated at the start of each month and reviewed by a bookkeeper before you see them. Revisions are unlimited: if a report is not right, request an edit from your dashboard and we will correct it. Our satisfaction guarantee means we keep working until your books are right; it does not change the no-refund terms above.',
      ],
    },
    {
      heading: 'No Professional Tax or Legal Advice',
      paragraphs: [
        'We provide bookkeeping. We are not your accountant, auditor, lawyer or financial adviser, and nothing in the service is tax, legal or investment advice. For decisions about taxes, business structure or investments, consult a qualified professional, such as a Chartered Professional Accountant (CPA).',
      ],
    },
    {
      heading: 'Filing Deadlines',
      paragraphs: [
        'You remain responsible for filing your returns and remitting taxes to the Canada Revenue Agency and provincial authorities on time. We are not responsible for penalties or interest caused by late, missing or inaccurate information you provided, or by filings you made without asking us to review the figures.',
      ],
    },
    {
      heading: 'Data Hosting and Privacy',
      paragraphs: [
        'Your data is hosted in Canada. We collect, use and protect personal information as described in our Privacy Policy, in accordance with PIPEDA. You keep ownership of your financial data and can download your reports at any time while your account is open.',
      ],
    },
    {
      heading: 'Account Security',
      paragraphs: [
        'Keep your password confidential and do not share your account. Tell us immediately at the address below if you suspect anyone has accessed your account without permission. We will never ask for your password by email or phone.',
      ],
    },
    {
      heading: 'Acceptable Use',
      paragraphs: ['You agree not to:'],
      items: [
        'use the service for any unlawful purpose, including money laundering or tax evasion;',
        'upload content you do not have the right to share, or content containing malicious code;',
        'try to access accounts or data that are not yours, or probe, scan or disrupt our systems;',
        'copy, resell or build a competing product from the service.',
      ],
    },
    {
      heading: 'Intellectual Property',
      paragraphs: [
        `The ${BRAND.name} name, website, software, templates and report formats belong to us and are protected by law. We grant you a limited, non-transferable right to use the service for your own business while your subscription is active. The reports we prepare from your data are yours to use.`,
      ],
    },
    {
      heading: 'Third-Party Services',
      paragraphs: [
        'The service relies on third parties such as Plaid, Stripe and our hosting provider. Their services are governed by their own terms, and we are not responsible for their outages or errors, although we will help you work through any problem they cause.',
      ],
    },
    {
      heading: 'Changes to the Services and Availability',
      paragraphs: [
        'We work to keep the service available around the clock but may interrupt it for maintenance, updates or reasons beyond our control. We may improve or change features over time; if a change materially reduces what your plan includes, you may cancel before your next renewal.',
      ],
    },
    {
      heading: 'Disclaimer of Warranties',
      paragraphs: [
        'Apart from the commitments in these Terms, the service is provided "as is" and "as available". To the extent the law allows, we disclaim all other warranties and conditions, express or implied, including merchantability, fitness for a particular purpose and non-infringement.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'To the extent the law allows, we are not liable for indirect, incidental, special or consequential damages, or for lost profits, revenue or data. Our total liability for any claim relating to the service is limited to the fees you paid us in the twelve months before the claim arose.',
      ],
    },
    {
      heading: 'Indemnification',
      paragraphs: [
        'You agree to indemnify and hold us harmless from claims, losses and expenses, including reasonable legal fees, arising from your breach of these Terms, your misuse of the service or inaccurate information you provided.',
      ],
    },
    {
      heading: 'Governing Law and Changes to These Terms',
      paragraphs: [
        'These Terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there, and the courts of Ontario have jurisdiction over any dispute, unless the consumer protection law of your province says otherwise.',
        'We may update these Terms. We will post the new version on this page with a new "Last updated" date and, for material changes, email you at least 30 days in advance. Continuing to use the service after the change takes effect means you accept the updated Terms.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [
        `Questions about these Terms, your subscription or your bill can be sent to ${BRAND.supportEmail} or ${BRAND.email}, or by phone at ${BRAND.phone}, Monday to Friday.`,
      ],
    },
  ],
};
