import type { Metadata } from 'next';
import { PopularForPath } from '@/components/home/popular-for-path';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

// Static (no data at build time); the city's popular tests are fetched in the browser.
export default function NotFound() {
  return (
    <section className="page">
      <h1>We could not find that page</h1>
      <p>
        The address may be old or mistyped. Search for the test, or pick one of the most booked.
      </p>
      <PopularForPath />
      <p>
        <a href="/" className="button">
          See all tests and scans
        </a>
      </p>
    </section>
  );
}
