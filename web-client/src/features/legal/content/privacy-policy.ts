import { BRAND } from '@ledgerleaf/contracts';
import type { LegalDocument } from './types';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  intro: [
    `${BRAND.name} provides virtual bookkeeping to small businesses, self-employed people and entrepreneurs across Canada. Doing your books means handling financial information you trust us with, and we take that seriously.`,
    `This policy explains what personal information we collect, why we collect it, who we share it with and the choices you have. It is written to meet the Personal Information Protection and Electronic Documents Act (PIPEDA) and the privacy laws of the provinces where our clients do business. By using ${BRAND.name}, you agree to the practices described here.`,
  ],
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: ['We collect only the information we need to keep your books and run your account:'],
      items: [
        'Account details: your first and last name, email address, phone number and a password, which we store only as a one-way hash.',
        'Business and tax details you give us, such as your tax year end and the GST/HST, payroll tax and corporate income tax amounts you owe.',
        'Bank information you choose to connect through Plaid: account names, the last digits of account numbers, balances and transactions. Connections are read-only; we never see or store your online banking password.',
        'Documents you upload, such as receipts, invoices, bank statements and CSV files, and the transactions and categories we derive from them.',
        'Messages and call requests you send us, including the date, time and time zone you prefer.',
        'Payment records from our payment processor, Stripe: the plan you chose, the amount paid and the last four digits of your card. We never receive your full card number.',
        'Technical information needed to keep the service secure, such as a session cookie, your IP address and the times you signed in.',
      ],
    },
    {
      heading: 'How We Use Your Information',
      paragraphs: ['We use your information to:'],
      items: [
        'Categorise your transactions and prepare your monthly reports, including profit and loss statements, balance sheets, bank reconciliations and GST/HST figures.',
        'Have a bookkeeper review each report before it is released to you.',
        'Process your subscription payments and send receipts and account notices.',
        'Answer your questions, return your calls and help when something goes wrong.',
        'Protect your account, detect fraud and keep the service running reliably.',
        'Improve our categorisation, for example by remembering how you corrected the category of a merchant you use often.',
      ],
    },
    {
      heading: 'How We Share Information',
      paragraphs: [
        'We do not sell or rent your personal information, and we do not share it with advertisers for their own purposes.',
        'We share information only with service providers that help us deliver the service, under contracts that limit their use of it to that purpose: Plaid (bank connections), Stripe (payments), our hosting provider in Canada, our email provider, and an artificial intelligence service that suggests transaction categories from transaction descriptions. Some of these providers may process limited information in the United States, where it is subject to the laws of that country.',
        'We may also disclose information when the law requires it, for example in response to a valid court order, or to protect the rights, property or safety of our clients and staff. If our business is sold or merged, your information would transfer to the new owner under the same protections described here, and we would tell you first.',
      ],
    },
    {
      heading: 'How We Protect Your Information',
      paragraphs: [
        'Your data is stored in data centres in Canada. Information travels over encrypted connections (TLS), bank access tokens are encrypted at rest, and passwords are stored only as strong one-way hashes.',
        'Only staff who need your information to keep your books can see it, and every staff member is bound by a confidentiality agreement. You can read more on our Security page.',
        'We keep your information for as long as your account is open and afterwards only as long as Canadian tax and record-keeping rules require, after which it is deleted or anonymised.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: ['Under PIPEDA and applicable provincial law, you have the right to:'],
      items: [
        'Ask what personal information we hold about you and receive a copy of it.',
        'Correct information that is inaccurate or incomplete; most of it you can update yourself from your profile.',
        'Withdraw your consent, for example by disconnecting a bank account, subject to legal or contractual limits.',
        'Delete your account from your profile, which removes your personal information except records we must keep by law.',
        'Complain to the Office of the Privacy Commissioner of Canada if you are not satisfied with how we handled your request.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [
        `Questions, requests or concerns about your privacy can be sent to our Privacy Officer at ${BRAND.supportEmail} or by phone at ${BRAND.phone}. We answer privacy requests within 30 days.`,
        'If we change this policy in a way that affects you, we will post the new version on this page and tell you by email before the change takes effect.',
      ],
    },
  ],
};
