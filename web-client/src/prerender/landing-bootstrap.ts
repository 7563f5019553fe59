// The only script of the prerendered landing page (a few kB, no React). The page is
// HTML and CSS rendered at build time for a visitor; the app is loaded when it is
// needed, and then takes the page over (landing-takeover.tsx):
// - when the visitor reaches for a control that needs it (pointer over it, focus on it),
//   and on its activation (click, Enter, Space), which is held and replayed on the
//   app's own control once the app shows, so one click opens the dialog or navigates;
// - when the visitor nears the contact form, which the app loads as it comes into view;
// - at once for a logged-in member, whose landing page differs (Dashboard buttons).
// Links to a place on this page, mail, phone and other sites work without the app.
import type { CurrentUser } from '@ledgerleaf/contracts';
import { CONTROLS, keyOf } from './control-key';
import type { KnownSession, Replay } from './landing-takeover';

/** As the contact form's own loading (lazy-contact-form.tsx): ready on arrival. */
const CONTACT_FORM_LOAD_AHEAD = '1200px 0px';

const root = document.getElementById('root');
let takeover: Promise<Replay> | null = null;
/** What this page's GET /api/user said (the user, or null for a visitor), handed to the app so it does not ask again. */
let session: KnownSession = undefined;

function loadApp() {
  takeover ??= import('./landing-takeover').then((module) => module.takeOver(session));
  // A failed load (network) is tried again at the next reach for a control.
  takeover.catch(() => {
    takeover = null;
  });
  return takeover;
}

/**
 * True for links the browser follows by itself without this page's app: a place on this
 * page (#id), mail and phone links, other sites and links that open another tab.
 */
function worksWithoutApp(control: Element): boolean {
  if (!(control instanceof HTMLAnchorElement)) return false;
  const inPage = control.getAttribute('href')?.startsWith('#') ?? false;
  return inPage || control.origin !== window.location.origin || (control.target !== '' && control.target !== '_self');
}

function appControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element) || !root?.isConnected || !root.contains(target)) return null;
  const control = target.closest<HTMLElement>(CONTROLS);
  return control && !worksWithoutApp(control) ? control : null;
}

if (root) {
  const prefetch = (event: Event) => {
    if (appControl(event.target)) void loadApp();
  };
  document.addEventListener('pointerover', prefetch, { passive: true });
  document.addEventListener('focusin', prefetch);
  document.addEventListener(
    'click',
    (event) => {
      const control = appControl(event.target);
      // A link opened in a new tab or window needs no app here.
      if (!control || (control.tagName === 'A' && (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey))) return;
      event.preventDefault();
      event.stopPropagation();
      const key = keyOf(control, root);
      // Without the app, or with no such control in it, a link still leads where it says
      // (a full page load: the server sends the app there).
      const follow = () => control instanceof HTMLAnchorElement && window.location.assign(control.href);
      void loadApp().then((replay) => replay(key) || follow(), follow);
    },
    true,
  );

  const contactForm = document.getElementById('contact');
  if (contactForm && typeof IntersectionObserver !== 'undefined') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void loadApp();
      },
      { rootMargin: CONTACT_FORM_LOAD_AHEAD },
    );
    observer.observe(contactForm);
  }

  // A member sees their own landing page: the app renders it. The 401 that means
  // "visitor" has its body read, so the request does not stay open.
  fetch('/api/user', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (response.ok) {
        session = (await response.json()) as CurrentUser;
        void loadApp();
      } else {
        await response.text();
        if (response.status === 401) session ??= null;
      }
    })
    .catch(() => undefined);
}
