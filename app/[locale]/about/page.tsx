import type { Metadata } from 'next';
import { SITE_NAME } from '@/lib/env/site';

export const metadata: Metadata = {
  title: `About ${SITE_NAME}`,
  description: `How ${SITE_NAME} lists diagnostic centres and prices, and how booking works.`,
  alternates: { canonical: '/about/' },
};

// Static: no data, built once. It is also the "bare static page" baseline of npm run bench.
export default function AboutPage() {
  return (
    <article className="page prose-page">
      <h1>About {SITE_NAME}</h1>
      <p>
        {SITE_NAME} lists accredited partner diagnostic centres in Indian cities with the price each
        one charges for a test or scan, so you can compare before you go.
      </p>
      <h2>Honest prices</h2>
      <p>
        The price you see is the price the centre charges. A home-collection fee, where a centre has
        one, is shown before you confirm. You pay at the centre or to the phlebotomist.
      </p>
      <h2>Real slots</h2>
      <p>
        Appointments come from each centre&apos;s own schedule and capacity, so a slot you book is a
        slot that exists.
      </p>
      <p>
        <a href="/">Find a test in your city</a>
      </p>
    </article>
  );
}
