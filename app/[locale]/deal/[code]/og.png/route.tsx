// The deal page's link-preview picture: the offer is the same in every city, so one picture.
import { ShareCard } from '@/components/seo';
import { getDeal, testCount } from '@/lib/deals';
import { pathSegment } from '@/lib/pages/params';
import { dealShareCard } from '@/lib/seo/share-card';
import { shareImageNotFound, shareImageResponse } from '@/lib/seo/share-image';

export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ code: string }> }) {
  const deal = getDeal(pathSegment((await params).code) ?? '');
  if (!deal) return shareImageNotFound();
  return shareImageResponse(<ShareCard card={dealShareCard(deal, testCount(deal), null)} />);
}
