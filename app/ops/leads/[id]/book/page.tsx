import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BookForLead } from '@/components/lead-queue/book-for-lead.entry';
import { StaffNav } from '@/components/staff';
import { maskPhone } from '@/lib/log';
import { HttpError } from '@/lib/server-api/errors';
import { assertHolds, bookingChoices, parseLeadId } from '@/lib/lead-queue';
import { audit, requireStaffPage } from '@/lib/staff';

export const metadata: Metadata = { title: 'Book for a patient' };

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function BookForLeadPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Search>;
}) {
  const { id } = await params;
  const leadId = parseLeadId(id);
  if (leadId === null) notFound();
  const path = `/ops/leads/${leadId}/book/`;
  const { viewer, db } = await requireStaffPage('bookOnBehalf', path);
  let lead;
  try {
    lead = await assertHolds(db, viewer, leadId);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 404) notFound();
    return (
      <>
        <StaffNav viewer={viewer} current="leads" />
        <h1>Book for a patient</h1>
        <p role="alert" className="staff-error">
          {error.message}
        </p>
        <p>
          <Link href={`/ops/leads/${leadId}/`}>Back to the lead</Link>
        </p>
      </>
    );
  }
  const query = await searchParams;
  const { products, cities } = await bookingChoices(db);
  const product =
    products.find((p) => p.randomId === one(query.product)) ??
    products.find((p) => p.id === lead.productId);
  const city =
    cities.find((c) => String(c.id) === one(query.city)) ??
    cities.find((c) => c.id === lead.cityId);
  const service = one(query.service) === 'home-service' ? 'home-service' : 'walkin';
  const ready = product && city && one(query.go) === '1';
  if (ready) {
    // The screen below carries the full number: that is a view of the patient's data.
    await audit(db, viewer, {
      action: 'lead.number_viewed',
      recordType: 'lead',
      recordId: String(leadId),
      detail: { via: 'booking on behalf' },
    });
  }
  return (
    <>
      <StaffNav viewer={viewer} current="leads" />
      <h1>Book for {maskPhone(lead.phone)}</h1>
      <p>
        <Link href={`/ops/leads/${leadId}/`}>Back to the lead</Link>
      </p>
      <form className="staff-filters" method="get">
        <label>
          Test or scan
          <select name="product" defaultValue={product?.randomId ?? ''} required>
            <option value="">Choose…</option>
            {products.map((p) => (
              <option key={p.id} value={p.randomId}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          City
          <select name="city" defaultValue={city ? String(city.id) : ''} required>
            <option value="">Choose…</option>
            {cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Service
          <select name="service" defaultValue={service}>
            <option value="walkin">Walk-in at the centre</option>
            <option value="home-service">Home service</option>
          </select>
        </label>
        <input type="hidden" name="go" value="1" />
        <button type="submit" className="button">
          Show centres and slots
        </button>
      </form>
      {ready && (
        <div className="card">
          <BookForLead
            key={`${product.randomId}-${city.id}-${service}`}
            leadId={leadId}
            phone={lead.phone}
            productRandomId={product.randomId}
            productName={product.name}
            cityId={city.id}
            service={service}
            test={{
              categoryCode: product.categoryCode,
              urlSlug: product.urlSlug,
              fasting: product.fasting,
            }}
          />
        </div>
      )}
    </>
  );
}
