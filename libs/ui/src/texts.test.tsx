import { render, screen, within } from '@testing-library/react';
import type { LedgerRow } from '@ledgerleaf/contracts';
import { CsvDropzone } from './csv-dropzone';
import { DuplicatePair, type PossibleDuplicateRow } from './duplicate-pair';
import { TransferPair } from './transfer-pair';
import { DUPLICATE_PAIR_TEXTS, TRANSFER_PAIR_TEXTS } from './test-texts';

// Issue 31: each app gives the shared components its own words (and dates) in the person's language.

const row: LedgerRow = {
  transactionId: 30,
  source: 'csv',
  accountName: 'Compte chèques',
  date: '2026-10-10',
  name: 'PAIEMENT VISA',
  amount: '-500.00',
  category: null,
  duplicateOf: null,
  duplicateDecision: null,
  duplicate: null,
  transferCandidate: true,
  transferDecision: null,
  transfer: null,
};
const copy: PossibleDuplicateRow = {
  ...row,
  transferCandidate: false,
  duplicateOf: 17,
  duplicate: { transactionId: 17, source: 'bank', accountName: 'Desjardins', date: '2026-10-09', name: 'PAIEMENT VISA', amount: '-500.00' },
};
const money = (amount: string) => `${amount} $`;
const day = (date: string) => `le ${date}`;

describe('the shared components in the app’s words', () => {
  it('shows a duplicate with the texts and dates the app gives', () => {
    render(
      <DuplicatePair
        row={copy}
        newTitle="Nouveau dans vos livres"
        formatAmount={money}
        formatDate={day}
        saving={null}
        onDecide={() => undefined}
        texts={{
          ...DUPLICATE_PAIR_TEXTS,
          label: (name) => `Doublon possible : ${name}`,
          looksLike: 'Ressemble à',
          decisions: { same: 'Même opération', distinct: 'Les deux sont réelles' },
          sources: { bank: 'Banque', csv: 'Compte CSV', manual: 'Saisie manuelle' },
        }}
      />,
    );
    const pair = screen.getByRole('article', { name: 'Doublon possible : PAIEMENT VISA' });
    expect(pair).toHaveTextContent('Ressemble à');
    expect(pair).toHaveTextContent('-500.00 $ · le 2026-10-09');
    expect(pair).toHaveTextContent('Banque: Desjardins');
    expect(within(pair).getByRole('button', { name: 'Même opération' })).toBeInTheDocument();
    expect(pair).not.toHaveTextContent('Looks like');
  });

  it('shows a transfer candidate with the texts the app gives', () => {
    render(
      <TransferPair
        row={row}
        formatAmount={money}
        candidates={{ status: 'ready', candidates: [] }}
        saving={null}
        onDecide={() => undefined}
        texts={{
          ...TRANSFER_PAIR_TEXTS,
          candidateLabel: (name) => `Virement possible : ${name}`,
          moneyOut: 'Sortie d’argent',
          emptyCandidates: 'Aucune ligne.',
        }}
      />,
    );
    const pair = screen.getByRole('article', { name: 'Virement possible : PAIEMENT VISA' });
    expect(pair).toHaveTextContent('Sortie d’argent · Compte chèques');
    expect(pair).toHaveTextContent('Aucune ligne.');
    expect(within(pair).getByRole('button', { name: TRANSFER_PAIR_TEXTS.notTransfer })).toBeInTheDocument();
  });

  it('names the drop area in the app’s words', () => {
    render(
      <CsvDropzone onFile={() => undefined} onRejected={() => undefined} texts={{ ariaLabel: 'Déposez un fichier', prompt: 'Glissez-déposez un fichier' }} />,
    );
    expect(screen.getByRole('button', { name: 'Déposez un fichier' })).toHaveTextContent('Glissez-déposez un fichier');
  });
});
