import { useLocale, useTranslations } from 'next-intl';
import { carryQuery } from '@/lib/catalog/navigation';
import type { Crumb } from '@/lib/catalog/types';
import { localePath } from '@/lib/i18n/locales';

/** Home › City › …, the last crumb being this page (not a link); paths are English ones. */
export function Breadcrumbs({ crumbs, carry = '' }: { crumbs: Crumb[]; carry?: string }) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  return (
    <nav aria-label={t('breadcrumb')} className="breadcrumb">
      <ol>
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <li key={c.path} aria-current="page">
              {c.name}
            </li>
          ) : (
            <li key={c.path}>
              <a href={carryQuery(localePath(locale, c.path), carry)} data-carry-query>
                {c.name}
              </a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
