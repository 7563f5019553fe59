import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Locale } from '@ledgerleaf/contracts';
import type { LegalDocument, LegalSection } from '../content/types';

function SectionBlock({ section, number }: { section: LegalSection; number?: number }) {
  const heading = number ? `${number}. ${section.heading}` : section.heading;
  return (
    <Box component="section" sx={{ mt: 5 }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {heading}
      </Typography>
      {section.paragraphs.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 1.5 }}>
          {paragraph}
        </Typography>
      ))}
      {section.items && (
        <Box component="ul" sx={{ pl: 3, my: 1 }}>
          {section.items.map((item) => (
            <Typography key={item} component="li" sx={{ mb: 0.75 }}>
              {item}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

interface LegalPageProps {
  document: LegalDocument;
  /** The document's language, which may differ from the screens' (a French client reading the English terms). */
  lang: Locale;
  /** The link to the same document in the other language. */
  otherVersion?: ReactNode;
}

/** Renders a privacy policy, terms or security page from its content file. */
export function LegalPage({ document, lang, otherVersion }: LegalPageProps) {
  return (
    <Container component="article" lang={lang} maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      {otherVersion && <Box sx={{ mb: 2, textAlign: 'right' }}>{otherVersion}</Box>}
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.75rem' } }}>
        {document.title}
      </Typography>
      {document.dates?.map((line) => (
        <Typography key={line} variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {line}
        </Typography>
      ))}
      <Box sx={{ mt: 3 }}>
        {document.intro.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 1.5 }}>
            {paragraph}
          </Typography>
        ))}
      </Box>
      {document.sections.map((section, index) => (
        <SectionBlock key={section.heading} section={section} number={document.numbered ? index + 1 : undefined} />
      ))}
    </Container>
  );
}
