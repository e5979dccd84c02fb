// The deal page's link-preview picture: the offer is the same in every city, so one picture.
import { ShareCard } from '@/components/seo';
import { getDeal, testCount, localDeal } from '@/lib/deals';
import { pathSegment } from '@/lib/page-params/params';
import { dealShareCard, shareImageNotFound, shareImageResponse } from '@/lib/seo';
import { isLocale } from '@/lib/i18n/locales';

export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}

type Context = { params: Promise<{ locale: string; code: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { locale, code } = await params;
  if (!isLocale(locale)) return shareImageNotFound();
  const found = getDeal(pathSegment(code) ?? '');
  if (!found) return shareImageNotFound();
  const deal = await localDeal(locale, found);
  return shareImageResponse(
    <ShareCard card={dealShareCard(deal, testCount(deal), null, locale)} />,
    locale,
  );
}
