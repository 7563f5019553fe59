// Which control a visitor activated on the prerendered landing page, said in a way that
// finds the same control in the app's markup: its tag, text, label and link, and its rank
// among the visible controls that share them (hidden ones, such as the top bar that does
// not fit the screen, do not count).

export interface ControlKey {
  tag: string;
  text: string;
  label: string | null;
  href: string | null;
  rank: number;
}

export const CONTROLS = 'a[href], button, [role="button"]';

const isVisible = (element: Element) => element.getClientRects().length > 0;

function describe(element: Element): Omit<ControlKey, 'rank'> {
  return {
    tag: element.tagName,
    text: (element.textContent ?? '').trim(),
    label: element.getAttribute('aria-label'),
    href: element.getAttribute('href'),
  };
}

function same(a: Omit<ControlKey, 'rank'>, b: Omit<ControlKey, 'rank'>, ignoreHref: boolean): boolean {
  return a.tag === b.tag && a.text === b.text && a.label === b.label && (ignoreHref || a.href === b.href);
}

function candidates(scope: Element, like: Omit<ControlKey, 'rank'>, { ignoreHref = false } = {}): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>(CONTROLS)].filter((element) => isVisible(element) && same(describe(element), like, ignoreHref));
}

export function keyOf(control: Element, scope: Element): ControlKey {
  const described = describe(control);
  return { ...described, rank: Math.max(0, candidates(scope, described).indexOf(control as HTMLElement)) };
}

/**
 * The app's control for a key; a link that leads elsewhere for a member than for a
 * visitor (a plan's button) is found by its text when no link matches exactly.
 */
export function findControl(key: ControlKey, scope: Element): HTMLElement | null {
  return candidates(scope, key)[key.rank] ?? candidates(scope, key, { ignoreHref: true })[key.rank] ?? null;
}
