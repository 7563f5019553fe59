import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

// The form brings react-hook-form and zod, about a fifth of the landing page's
// JavaScript: it is fetched as the visitor scrolls towards it, not with the page.
const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })));

/** How far ahead of the viewport the form starts loading, so it is ready on arrival. */
const LOAD_AHEAD = '1200px 0px';

function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return { ref, near };
}

export function LazyContactForm() {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const { t } = useTranslation('landing');
  const placeholder = (
    <Box sx={{ minHeight: 420, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label={t('loadingContactForm')} />
    </Box>
  );

  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{<ContactForm />}</Suspense> : placeholder}</div>;
}
