'use client';

import { useMemo, useState, type FormEvent } from 'react';
import { PostForm, ReadyButton } from '@/components/ui/ready-form';
import { campaignHttp, Field, FormError, problemOf, SelectField } from './form-parts';

const PAGES = [
  { value: 'product', label: "A test's page" },
  { value: 'city', label: 'The city page' },
  { value: 'scans', label: 'Scans' },
  { value: 'deal', label: 'A deal' },
];

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

/** The link builder: a page in a city, the campaign's parameters, the address and its QR code. */
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
      const { link } = await campaignHttp.post<{ link: Built }>(
        '/api/ops/campaigns/links/',
        fields,
      );
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
      <PostForm className="staff-form campaign-builder" onSubmit={submit}>
        <SelectField
          id="campaign-city-id"
          label="City"
          name="city_id"
          value={cityId}
          onChange={(e) => setCityId(Number(e.target.value))}
          options={choices.cities.map((c) => ({ value: c.id, label: c.name }))}
        />
        <SelectField
          id="campaign-page"
          label="Page"
          name="page"
          value={page}
          onChange={(e) => setPage(e.target.value)}
          options={PAGES}
        />
        {page === 'product' && (
          <SelectField
            id="campaign-product-random-id"
            label="Test"
            name="product_random_id"
            required
            options={offered.map((p) => ({ value: p.randomId, label: p.name }))}
          />
        )}
        {page === 'scans' && (
          <SelectField
            id="campaign-tab"
            label="Tab"
            name="tab"
            defaultValue=""
            options={[
              { value: '', label: 'All scans' },
              ...choices.tabs.map((t) => ({ value: t, label: t.toUpperCase() })),
            ]}
          />
        )}
        {page === 'deal' && (
          <SelectField
            id="campaign-deal-code"
            label="Deal"
            name="deal_code"
            required
            options={choices.deals.map((d) => ({ value: d.code, label: d.title }))}
          />
        )}
        <SelectField
          id="campaign-source"
          label="Source"
          name="source"
          required
          options={choices.sources}
        />
        <SelectField
          id="campaign-medium"
          label="Medium"
          name="medium"
          required
          options={choices.mediums}
        />
        <Field id="campaign-campaign" label="Campaign">
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
        </Field>
        <Field id="campaign-content" label="Content (optional)">
          <input id="campaign-content" name="content" maxLength={60} placeholder="banner-a" />
        </Field>
        <ReadyButton type="submit" className="button" disabled={pending}>
          {pending ? 'Building…' : 'Build the link'}
        </ReadyButton>
      </PostForm>
      <FormError message={error} />
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
