import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useActiveSection } from './use-active-section';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** Records the observer so a test can say which sections came into view. */
function fakeObserver() {
  const seen: { callback: Callback; options?: IntersectionObserverInit } = { callback: () => undefined };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        seen.callback = callback;
        seen.options = options;
      }
      observe() {}
      disconnect() {}
    },
  );
  return seen;
}

const ids = ['pricing', 'contact'];

function section(id: string) {
  const element = document.createElement('section');
  element.id = id;
  document.body.append(element);
  return element;
}

describe('useActiveSection', () => {
  afterEach(() => document.body.replaceChildren());

  it('observes with the spec threshold and margin and follows the first visible section in page order', () => {
    const [pricing, contact] = ids.map(section);
    const observer = fakeObserver();
    const { result } = renderHook(() => useActiveSection(ids));
    expect(observer.options).toEqual({ threshold: 0.2, rootMargin: '-10px' });
    expect(result.current).toBeNull();

    act(() => observer.callback([{ target: contact, isIntersecting: true }]));
    expect(result.current).toBe('contact');

    act(() => observer.callback([{ target: pricing, isIntersecting: true }]));
    expect(result.current).toBe('pricing');

    act(() => observer.callback([{ target: pricing, isIntersecting: false }]));
    expect(result.current).toBe('contact');

    act(() => observer.callback([{ target: contact, isIntersecting: false }]));
    expect(result.current).toBeNull();
  });
});
