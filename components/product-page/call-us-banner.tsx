import { telHref } from '@/lib/env/site';

/** SPEC.md point 1: a telephone link showing the display name (else the name) and the number. */
export function CallUsBanner({ productLabel, phone }: { productLabel: string; phone: string }) {
  return (
    <section className="card call-us" aria-labelledby="call-us">
      <div>
        <h2 id="call-us">Have questions about the product</h2>
        <p>Speak to us in 15 seconds</p>
      </div>
      <a href={telHref(phone)} className="button button-outline" data-conversion="call">
        {productLabel}: {phone}
      </a>
    </section>
  );
}
