// The simulator's HTML report: one file, no script, the rates table and a chart per rate over
// the day's hours, drawn by the same components as the operations console's promises page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { HourChart, PlaceTables, RateTable, TurnaroundTable } from '@/components/promises';
import { PROMISE_BUDGET } from '@/lib/promises/budget';
import type { DayResult } from './day';
import { TURNAROUND_SHOWN } from './print';

const CSS = readFileSync(path.join(process.cwd(), 'components/promises/promises.css'), 'utf8');

function Report({ result, title }: { result: DayResult; title: string }) {
  return (
    <html lang="en-IN">
      {/* A standalone file written by a script, not a Next page. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <style>{`body{font-family:system-ui,sans-serif;margin:1rem;color:#17202a;max-width:72rem}h1{font-size:1.3rem}h2{font-size:1rem;margin:.2rem 0}${CSS}`}</style>
      </head>
      <body>
        <h1>{title}</h1>
        <p>
          Failures injected:{' '}
          {result.failures.map((f) => `${f.label} (${f.at})`).join('; ') || 'none'}. {result.events}{' '}
          events in {(result.runMs / 1000).toFixed(1)} s.
        </p>
        <RateTable rates={result.rates} budget={PROMISE_BUDGET} />
        <div className="promise-charts">
          {result.rates.map((r) => (
            <section key={r.key}>
              <h2>{r.label}</h2>
              <HourChart rate={r} />
            </section>
          ))}
        </div>
        <PlaceTables rates={result.rates} />
        <TurnaroundTable centres={result.turnaround} limit={TURNAROUND_SHOWN} />
      </body>
    </html>
  );
}

export function reportHtml(result: DayResult, title: string): string {
  return `<!doctype html>${renderToStaticMarkup(<Report result={result} title={title} />)}`;
}
