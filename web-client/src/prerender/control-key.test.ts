import { findControl, keyOf } from './control-key';

// jsdom lays nothing out: a control counts as visible unless it or an ancestor is hidden.
function stubLayout() {
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    const hidden = this.closest('[hidden]') !== null;
    return { length: hidden ? 0 : 1 } as DOMRectList;
  });
}

function markup(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('control keys', () => {
  afterEach(() => document.body.replaceChildren());

  it('finds, in the app, the control a visitor activated on the static page, counting only visible ones', () => {
    stubLayout();
    const page = markup(`
      <header hidden><button>Book A Call</button></header>
      <header><button>Book A Call</button><a href="/auth?mode=login">Log In</a></header>
      <section><button>Book A Call</button><button aria-label="Open navigation menu"></button></section>`);
    const app = markup(`
      <header><button>Book A Call</button><a href="/auth?mode=login">Log In</a></header>
      <section><button>Book A Call</button><button aria-label="Open navigation menu"></button></section>`);

    const sectionButton = page.querySelectorAll('button')[2];
    expect(findControl(keyOf(sectionButton, page), app)).toBe(app.querySelectorAll('button')[1]);
    expect(findControl(keyOf(page.querySelector('a')!, page), app)).toBe(app.querySelector('a'));
    expect(findControl(keyOf(page.querySelector('[aria-label]')!, page), app)).toBe(app.querySelector('[aria-label]'));
  });

  it('finds a link that leads elsewhere for a member by its text, and nothing for a control the app does not show', () => {
    stubLayout();
    const page = markup('<a href="/auth?mode=register&amp;plan=MONTHLY">Choose Monthly</a><a href="/auth">Get Started</a>');
    const app = markup('<a href="/dashboard">Choose Monthly</a><a href="/dashboard">Dashboard</a>');

    expect(findControl(keyOf(page.querySelectorAll('a')[0], page), app)).toBe(app.querySelectorAll('a')[0]);
    expect(findControl(keyOf(page.querySelectorAll('a')[1], page), app)).toBeNull();
  });
});
