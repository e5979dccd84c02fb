import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * The server's HTML of `element` as a browser holds it before the page's script runs (tests
 * only; jsdom parses it).
 */
export function beforeScript(element: ReactElement): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(element);
  return root;
}

/**
 * What a press could do there before the script runs: each form's method (the browser's own
 * submission) and the names of the buttons still enabled.
 */
export function pressable(root: HTMLElement): { methods: string[]; enabled: string[] } {
  return {
    methods: [...root.querySelectorAll('form')].map((f) => f.method),
    enabled: [...root.querySelectorAll('button')]
      .filter((b) => !b.disabled)
      .map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''),
  };
}

/** The names of all the buttons there, to show the page offers what the test expects. */
export function buttonNames(root: HTMLElement): string[] {
  return [...root.querySelectorAll('button')].map(
    (b) => b.getAttribute('aria-label') ?? b.textContent ?? '',
  );
}
