import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { LandingSection } from './landing-section';

/** The reviews shown; each quote is the landing catalogue's `reviews.quotes.<key>` (in the page's language). */
export const REVIEWS = [
  { key: 'priya', name: 'Priya', city: 'Mississauga, ON', rating: 5 },
  { key: 'marc', name: 'Marc', city: 'Québec City, QC', rating: 4.5 },
  { key: 'hannah', name: 'Hannah', city: 'Calgary, AB', rating: 5 },
  { key: 'daniel', name: 'Daniel', city: 'Halifax, NS', rating: 4 },
  { key: 'sofia', name: 'Sofia', city: 'Vancouver, BC', rating: 5 },
  { key: 'kwame', name: 'Kwame', city: 'Winnipeg, MB', rating: 4.5 },
  { key: 'elise', name: 'Élise', city: 'Ottawa, ON', rating: 5 },
  { key: 'tyler', name: 'Tyler', city: 'Saskatoon, SK', rating: 4.5 },
] as const;

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

function ReviewCard({ review }: { review: (typeof REVIEWS)[number] }) {
  const { t } = useTranslation('landing');
  return (
    <Card variant="outlined" component="figure" sx={{ width: { xs: 280, sm: 340 }, flexShrink: 0, m: 0 }}>
      <CardContent sx={{ p: 3 }}>
        <Rating
          value={review.rating}
          precision={0.5}
          readOnly
          getLabelText={(value) => t('reviews.rated', { value })}
          aria-label={t('reviews.rated', { value: review.rating })}
        />
        <Typography component="blockquote" sx={{ m: 0, mt: 1.5 }}>
          “{t(`reviews.quotes.${review.key}`)}”
        </Typography>
        <Typography component="figcaption" sx={{ mt: 2, fontWeight: 700 }}>
          {review.name}
          <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {' '}
            · {review.city}
          </Typography>
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * The reviews scroll sideways forever: the list is drawn twice and slid by half its
 * width. It stops under the pointer, while focused, with the Pause button, and for
 * anyone who asked their system for reduced motion (who get a scrollable row instead).
 */
export function ReviewsSection() {
  const [paused, setPaused] = useState(false);
  const { t } = useTranslation('landing');

  return (
    <LandingSection id="reviews" eyebrow={t('reviews.eyebrow')} title={t('reviews.title')}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button
          size="small"
          onClick={() => setPaused((value) => !value)}
          startIcon={paused ? <PlayArrowIcon /> : <PauseIcon />}
          aria-pressed={paused}
          sx={{ '@media (prefers-reduced-motion: reduce)': { display: 'none' } }}
        >
          {paused ? t('reviews.play') : t('reviews.pause')}
        </Button>
      </Box>
      <Box
        role="region"
        aria-label={t('reviews.region')}
        tabIndex={0}
        sx={{
          overflow: 'hidden',
          borderRadius: 2,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4 },
          '@media (prefers-reduced-motion: reduce)': { overflowX: 'auto' },
        }}
      >
        <Box
          data-testid="reviews-track"
          sx={{
            display: 'flex',
            width: 'max-content',
            animation: `${scroll} 70s linear infinite`,
            animationPlayState: paused ? 'paused' : 'running',
            '&:hover, *:focus-within > &': { animationPlayState: 'paused' },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          {[0, 1].map((copy) => (
            <Box
              key={copy}
              component="ul"
              aria-hidden={copy === 1 || undefined}
              sx={{
                display: 'flex',
                gap: 3,
                listStyle: 'none',
                m: 0,
                p: 0,
                pr: 3,
                ...(copy === 1 && { '@media (prefers-reduced-motion: reduce)': { display: 'none' } }),
              }}
            >
              {REVIEWS.map((review) => (
                <li key={review.name}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </Box>
          ))}
        </Box>
      </Box>
    </LandingSection>
  );
}
