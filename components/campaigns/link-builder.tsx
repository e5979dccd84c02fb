'use client';

import { useMemo, useState, type FormEvent } from 'react';
import { createHttpClient } from '@/lib/browser-api/client';
import { problemOf } from './problem';

const http = createHttpClient();

export interface BuilderChoices {
  cities: { id: number; name: string }[];
  products: { cityId: number; randomId: string; name: string }[];
  deals: { code: string; title: string }[];
  tabs: string[];
  sources: string[];
  mediums: string[];
}

interface Built {
  url: string;
  qr_svg: string;
}

/** The link builder (issue 19): a page in a city, the campaign's parameters, the address and its QR code. */
export function LinkBuilder({ choices }: { choices: BuilderChoices }) {
  const [cityId, setCityId] = useState(choices.cities[0]?.id ?? 0);
  const [page, setPage] = useState('product');
  const [built, setBuilt] = useState<Built | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [copied, setCopied] = useState(false);
  const offered = useMemo(
    () => choices.products.filter((p) => p.cityId === cityId),
    [choices.products, cityId],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget).entries());
    setPending(true);
    setError(null);
    setCopied(false);
    try {
      const { link } = await http.post<{ link: Built }>('/api/ops/campaigns/links/', fields);
      setBuilt(link);
    } catch (e) {
      setBuilt(null);
      setError(problemOf(e));
    } finally {
      setPending(false);
    }
  };

  const copy = async () => {
    if (!built) return;
    await navigator.clipboard.writeText(built.url);
    setCopied(true);
  };

  return (
    <>
      <form className="staff-form campaign-builder" onSubmit={submit}>
        <div className="campaign-field">
          <label htmlFor="campaign-city-id">City</label>
          <select
            id="campaign-city-id"
            name="city_id"
            value={cityId}
            onChange={(e) => setCityId(Number(e.target.value))}
          >
            {choices.cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="campaign-field">
          <label htmlFor="campaign-page">Page</label>
          <select
            id="campaign-page"
            name="page"
            value={page}
            onChange={(e) => setPage(e.target.value)}
          >
            <option value="product">A test&apos;s page</option>
            <option value="city">The city page</option>
            <option value="scans">Scans</option>
            <option value="deal">A deal</option>
          </select>
        </div>
        {page === 'product' && (
          <div className="campaign-field">
            <label htmlFor="campaign-product-random-id">Test</label>
            <select id="campaign-product-random-id" name="product_random_id" required>
              {offered.map((p) => (
                <option key={p.randomId} value={p.randomId}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {page === 'scans' && (
          <div className="campaign-field">
            <label htmlFor="campaign-tab">Tab</label>
            <select id="campaign-tab" name="tab" defaultValue="">
              <option value="">All scans</option>
              {choices.tabs.map((t) => (
                <option key={t} value={t}>
                  {t.toUpperCase()}
                </option>
              ))}
            </select>
          </div>
        )}
        {page === 'deal' && (
          <div className="campaign-field">
            <label htmlFor="campaign-deal-code">Deal</label>
            <select id="campaign-deal-code" name="deal_code" required>
              {choices.deals.map((d) => (
                <option key={d.code} value={d.code}>
                  {d.title}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="campaign-field">
          <label htmlFor="campaign-source">Source</label>
          <select id="campaign-source" name="source" required>
            {choices.sources.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        <div className="campaign-field">
          <label htmlFor="campaign-medium">Medium</label>
          <select id="campaign-medium" name="medium" required>
            {choices.mediums.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </div>
        <div className="campaign-field">
          <label htmlFor="campaign-campaign">Campaign</label>
          <input
            id="campaign-campaign"
            name="campaign"
            required
            minLength={2}
            maxLength={60}
            pattern="[a-z0-9]+([\-_][a-z0-9]+)*"
            placeholder="pune-mri-december"
            title="Lower case letters and digits, with - or _ between words"
          />
        </div>
        <div className="campaign-field">
          <label htmlFor="campaign-content">Content (optional)</label>
          <input id="campaign-content" name="content" maxLength={60} placeholder="banner-a" />
        </div>
        <button type="submit" className="button" disabled={pending}>
          {pending ? 'Building…' : 'Build the link'}
        </button>
      </form>
      {error && (
        <p className="staff-error" role="alert">
          {error}
        </p>
      )}
      {built && (
        <section className="card campaign-built" aria-label="The link">
          <p>
            <output className="campaign-url">{built.url}</output>
          </p>
          <button type="button" className="button button-secondary" onClick={copy}>
            {copied ? 'Copied' : 'Copy the link'}
          </button>
          <div
            className="staff-qr campaign-qr"
            role="img"
            aria-label="QR code of the link"
            dangerouslySetInnerHTML={{ __html: built.qr_svg }}
          />
        </section>
      )}
    </>
  );
}
