import Link from 'next/link';
import { SITE_NAME } from '@/lib/site';

export function SiteHeader() {
  return (
    <header className="site-header">
      <Link href="/" className="logo" aria-label={`${SITE_NAME} home`}>
        <span className="logo-mark" aria-hidden="true">
          +
        </span>
        {SITE_NAME}
      </Link>
    </header>
  );
}
