import { useTranslation } from 'react-i18next';
/** A drawn illustration of a ledger page with a rising chart and a leaf; no image download. */
export function BooksIllustration() {
  const { t } = useTranslation('landing');
  return (
    <svg
      viewBox="0 0 320 240"
      role="img"
      aria-labelledby="books-illustration-title"
      style={{ width: '100%', maxWidth: 420, height: 'auto', display: 'block', margin: '0 auto' }}
    >
      <title id="books-illustration-title">{t('illustration')}</title>
      <rect x="20" y="30" width="280" height="180" rx="14" fill="#ffffff" stroke="#1b5e3f" strokeWidth="3" />
      <line x1="160" y1="30" x2="160" y2="210" stroke="#1b5e3f" strokeWidth="2" strokeDasharray="4 4" />
      {[70, 95, 120, 145, 170].map((y) => (
        <g key={y}>
          <line x1="40" y1={y} x2="140" y2={y} stroke="#cbd5e1" strokeWidth="3" strokeLinecap="round" />
          <line x1="112" y1={y} x2="140" y2={y} stroke="#0f2a44" strokeWidth="3" strokeLinecap="round" />
        </g>
      ))}
      <rect x="182" y="140" width="18" height="45" rx="3" fill="#a7d7bd" />
      <rect x="210" y="118" width="18" height="67" rx="3" fill="#5fb38a" />
      <rect x="238" y="96" width="18" height="89" rx="3" fill="#1b5e3f" />
      <polyline points="178,130 206,108 234,88 272,60" fill="none" stroke="#facc15" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="272" cy="60" r="6" fill="#facc15" />
      <path d="M262 22c18 4 28 18 26 38-20-2-32-14-26-38z" fill="#1b5e3f" />
      <path d="M266 28c6 10 12 20 20 30" stroke="#ffffff" strokeWidth="2" fill="none" />
    </svg>
  );
}
