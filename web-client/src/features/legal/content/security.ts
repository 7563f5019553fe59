import { BRAND } from '@ledgerleaf/contracts';
import type { LegalDocument } from './types';

export const securityOverview: LegalDocument = {
  title: 'Security',
  intro: [
    `Your books hold some of the most sensitive information about your business. This page describes how ${BRAND.name} protects it, from the moment you connect a bank account to the day you close your account.`,
    `If you believe you have found a security problem, please write to ${BRAND.supportEmail} with the details. We look into every report and will keep you informed.`,
  ],
  sections: [
    {
      heading: 'Data Protection',
      paragraphs: [
        'All traffic between your browser and our service is encrypted with TLS. Bank access tokens are encrypted at rest with AES-256, and passwords are stored only as salted one-way hashes (Argon2id), so nobody at Ledgerleaf can read them.',
        'Bank connections go through Plaid and are read-only: we can see transactions, but no one can move money through Ledgerleaf, and we never see your online banking credentials. Uploaded documents are stored under random names and are served only to you and to the staff keeping your books.',
      ],
    },
    {
      heading: 'Infrastructure',
      paragraphs: [
        'Our application and database servers are hosted in data centres in Canada operated by providers with independent security certifications, physical access controls and round-the-clock monitoring.',
        'Servers run only the software they need, are patched regularly and sit behind firewalls that allow only the traffic the service requires. Card payments are handled entirely by Stripe, a PCI DSS Level 1 certified processor, so card numbers never reach our systems.',
      ],
    },
    {
      heading: 'Access Control',
      paragraphs: [
        "Your session is kept in a secure, HTTP-only cookie that scripts cannot read, and requests from other websites are refused. Every request for your data is checked against your account, so one client can never see another client's records.",
        'Inside Ledgerleaf, access follows the principle of least privilege: only bookkeepers working on your file can open it, and administrative access is limited to a small number of senior staff.',
      ],
    },
    {
      heading: 'Backup and Recovery',
      paragraphs: [
        'Databases and documents are backed up automatically, encrypted, and stored in Canada, separately from the live systems. We test restoring from backups so that, if a server fails, your books can be brought back quickly and completely.',
      ],
    },
    {
      heading: 'Compliance',
      paragraphs: [
        'We handle personal information in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA) and applicable provincial privacy laws. For clients with customers or operations in Europe, our practices are designed to meet the principles of the General Data Protection Regulation (GDPR): data minimisation, purpose limitation, and the rights to access, correct and delete personal data.',
        'Records are kept as long as Canadian tax rules require and then deleted. You can delete your account at any time from your profile.',
      ],
    },
    {
      heading: 'Employee Security',
      paragraphs: [
        'Everyone at Ledgerleaf passes a background check before joining, signs a confidentiality agreement, and completes security and privacy training when hired and every year after.',
        'Staff accounts use strong, unique passwords and are removed the day someone leaves. Staff never ask clients for their passwords, by email, phone or any other channel.',
      ],
    },
  ],
};
