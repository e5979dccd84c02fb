'use client';

import { useEffect, useState } from 'react';

export interface Tab {
  code: string;
  name: string;
  count: number;
}

/** "#/ct" -> "ct" when it names a tab; else the first tab. */
function tabOf(hash: string, tabs: Tab[]): string | undefined {
  const code = hash.startsWith('#/') ? decodeURIComponent(hash.slice(2)).replace(/\/$/, '') : '';
  return tabs.find((t) => t.code === code)?.code ?? tabs[0]?.code;
}

/**
 * Tabs that follow the address hash ("#/mri", "#/ct"...), so a shared link opens its tab and
 * back and forward move between tabs. The panels are rendered on the server, each marked
 * data-tab-panel with its code and hidden but the first; this leaf only shows the right one.
 */
export function HashTabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const [active, setActive] = useState(tabs[0]?.code);
  useEffect(() => {
    const follow = () => setActive(tabOf(window.location.hash, tabs));
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [tabs]);
  useEffect(() => {
    for (const panel of document.querySelectorAll<HTMLElement>('[data-tab-panel]')) {
      panel.hidden = panel.dataset.tabPanel !== active;
    }
  }, [active]);
  return (
    <nav aria-label={label} className="hash-tabs">
      <ul>
        {tabs.map((t) => (
          <li key={t.code}>
            <a
              href={`#/${t.code}`}
              className="chip"
              aria-current={t.code === active ? 'true' : undefined}
            >
              {t.name} <span className="count">({t.count})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
