// Build-time rendering of the landing page ("/") for a visitor: its HTML and the CSS
// Emotion generated for it. Built by `vite build --ssr` and run by
// web-client/scripts/prerender-landing.mjs, never shipped to a browser.
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { LandingTopBar } from '../app/landing/components/landing-top-bar';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { theme } from '../app/theme';
import { createQueryClient } from '../lib/query-client';
import { USER_QUERY_KEY } from '../lib/auth';
import type { Locale } from '@ledgerleaf/contracts';
import { setLocale } from '../i18n/i18n';
import { LANDING_PATHS } from '../i18n/landing-paths';

export interface RenderedLanding {
  /** The markup that goes inside #root. */
  html: string;
  /** Emotion's <style> tags for that markup, for the <head>. */
  styles: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream.pipe(new PassThrough())) text += String(chunk);
  return text;
}

/** MUI's useMediaQuery answers true to every query: the top bar as phones and tablets see it. */
const compactTheme = createTheme(theme, {
  components: { MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: () => ({ matches: true }) } } },
});

const COMPACT_BAR = 'prerendered-compact-bar';
const PAGE = 'prerendered-page';
/** The bar the app would show at each width: compact below the lg breakpoint (landing-top-bar.tsx). */
const BAR_SWITCH_CSS = `${theme.breakpoints.up('lg')}{.${COMPACT_BAR}{display:none}}${theme.breakpoints.down('lg')}{.${PAGE} header.MuiAppBar-root{display:none}}`;

/** The landing page in one language: "/" in English, "/fr" in French. */
export async function renderLanding(locale: Locale = 'en-CA'): Promise<RenderedLanding> {
  const path = LANDING_PATHS[locale];
  await setLocale(locale);
  // The contact form loads as the visitor nears it; at build time it is its placeholder, as on arrival.
  const withoutObserver = globalThis as { IntersectionObserver?: unknown };
  withoutObserver.IntersectionObserver ??= class {};

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`The landing route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const cache = createCache({ key: 'css' });
  // Styles are kept in the cache for extraction, not written inline beside each element
  // (Emotion's default on the server, which also marks them used after the first pass).
  cache.compat = true;
  const queryClient = createQueryClient();
  // A visitor: a logged-in member's page is rendered by the app (see landing-bootstrap.ts).
  queryClient.setQueryData(USER_QUERY_KEY, null);
  const wrap = (children: ReactNode) => (
    <CacheProvider value={cache}>
      <AppProviders queryClient={queryClient}>{children}</AppProviders>
    </CacheProvider>
  );

  // The whole page with the wide top bar. The first pass waits for the lazy pages to
  // load; the second renders them at once, without the streaming runtime's inline script.
  const pageElement = wrap(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  await streamToString((await prerenderToNodeStream(pageElement)).prelude);
  const page = renderToString(pageElement);
  // The compact top bar beside it; CSS shows the bar that fits the screen, as useMediaQuery would.
  const barHandler = createStaticHandler([{ path, element: <LandingTopBar isLoggedIn={false} /> }]);
  const barContext = await barHandler.query(new Request(`http://localhost${path}`));
  if (barContext instanceof Response) throw new Error(`The top bar's route answered ${barContext.status}`);
  const barRouter = createStaticRouter(barHandler.dataRoutes, barContext);
  const compactBar = renderToString(
    wrap(
      <ThemeProvider theme={compactTheme}>
        <StaticRouterProvider router={barRouter} context={barContext} hydrate={false} />
      </ThemeProvider>,
    ),
  );
  const html = `<div class="${COMPACT_BAR}">${compactBar}</div><div class="${PAGE}">${page}</div>`;
  const script = /<script[\s\S]*?<\/script>/i.exec(html);
  if (script) throw new Error(`The prerendered landing page holds a script, which the CSP forbids: ${script[0].slice(0, 300)}`);
  const server = createEmotionServer(cache);
  const styles = server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html));
  return { html, styles: `${styles}<style>${BAR_SWITCH_CSS}</style>` };
}
