// The names of the default and system categories a client starts with, per language (issue 31
// point 3). A French client's categories are created with the French names; the categorizer
// knows both (category-names.ts maps a name of either language to its meaning).

export const categories = {
  'en-CA': {
    default: {
      salesRevenue: 'Sales Revenue',
      serviceIncome: 'Service Income',
      otherIncome: 'Other Income',
      refundsDiscounts: 'Refunds/Discounts',
      officeExpenses: 'Office Expenses',
      telephoneInternet: 'Telephone & Internet',
      software: 'Software',
      bankFees: 'Bank Fees',
      professionalFees: 'Professional Fees',
      marketing: 'Marketing',
      travelMeals: 'Travel & Meals',
      rentLease: 'Rent/Lease',
      utilities: 'Utilities',
      loanPayments: 'Loan Payments',
      insurance: 'Insurance',
      taxes: 'Taxes',
    },
    system: {
      transfer: 'Transfer between my accounts',
      owner_drawings: "Owner's drawings",
      owner_contribution: "Owner's contribution",
      loan_received: 'Loan received',
      loan_repayment: 'Loan repayment (principal)',
      equipment: 'Equipment (capital asset)',
    },
  },
  'fr-CA': {
    default: {
      salesRevenue: 'Revenus de ventes',
      serviceIncome: 'Revenus de services',
      otherIncome: 'Autres revenus',
      refundsDiscounts: 'Remises et escomptes',
      officeExpenses: 'Fournitures de bureau',
      telephoneInternet: 'Téléphone et Internet',
      software: 'Logiciels',
      bankFees: 'Frais bancaires',
      professionalFees: 'Honoraires professionnels',
      marketing: 'Publicité et marketing',
      travelMeals: 'Déplacements et repas',
      rentLease: 'Loyer et location',
      utilities: 'Services publics',
      loanPayments: 'Versements sur prêts',
      insurance: 'Assurances',
      taxes: 'Impôts et taxes',
    },
    system: {
      transfer: 'Virement entre mes comptes',
      owner_drawings: 'Prélèvements du propriétaire',
      owner_contribution: 'Apport du propriétaire',
      loan_received: 'Prêt reçu',
      loan_repayment: 'Remboursement de prêt (capital)',
      equipment: 'Équipement (immobilisation)',
    },
  },
} as const;
