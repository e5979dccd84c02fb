import '@/components/campaigns/campaigns.css';
import type { Metadata } from 'next';
import { ChannelForm, LinkBuilder } from '@/components/campaigns';
import { StaffNav } from '@/components/staff';
import { listChannels, listLinks, offeredProducts } from '@/lib/campaigns';
import { listCities } from '@/lib/catalog/cities';
import { SCAN_CATEGORIES } from '@/lib/catalog/scans';
import { listDeals } from '@/lib/deals';
import { indiaDateTimeLabel } from '@/lib/locale/india';
import { requireStaffPage, AREAS } from '@/lib/staff';

export const metadata: Metadata = { title: 'Build a campaign link' };

export default async function NewCampaignLink() {
  const { viewer, db } = await requireStaffPage('campaigns', '/ops/campaigns/new/');
  const [cities, products, channels, links] = await Promise.all([
    listCities(db),
    offeredProducts(db),
    listChannels(db),
    listLinks(db),
  ]);
  const keepsChannels = (AREAS.campaignChannels as readonly string[]).includes(viewer.role);
  return (
    <>
      <StaffNav viewer={viewer} current="campaigns" />
      <h1>Build a campaign link</h1>
      <p className="muted">
        A link to a real page in a city, with the campaign&apos;s parameters. Leads and bookings
        from it are counted in the <a href="/ops/campaigns/">campaign report</a>.
      </p>
      <LinkBuilder
        choices={{
          cities: cities.map((c) => ({ id: c.id, name: c.name })),
          products,
          deals: listDeals().map((d) => ({ code: d.code, title: d.title })),
          tabs: [...SCAN_CATEGORIES],
          sources: channels.source,
          mediums: channels.medium,
        }}
      />
      <h2>Links made</h2>
      <div className="staff-table-wrap">
        <table className="staff-table">
          <thead>
            <tr>
              <th>Link</th>
              <th>Page</th>
              <th>Source / medium</th>
              <th>Campaign</th>
              <th>Made by</th>
              <th>When</th>
            </tr>
          </thead>
          <tbody>
            {links.map((l) => (
              <tr key={l.id}>
                <td className="campaign-url">{l.url}</td>
                <td>
                  {l.city} · {l.product ?? l.dealCode ?? l.page}
                </td>
                <td>
                  {l.source} / {l.medium}
                </td>
                <td>
                  {l.campaign}
                  {l.content ? ` (${l.content})` : ''}
                </td>
                <td>{l.madeBy}</td>
                <td>{indiaDateTimeLabel(l.createdAt)}</td>
              </tr>
            ))}
            {links.length === 0 && (
              <tr>
                <td colSpan={6}>No links yet.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {keepsChannels && <ChannelForm sources={channels.source} mediums={channels.medium} />}
    </>
  );
}
