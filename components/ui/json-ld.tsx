'use client';

import { jsonForScript } from '@/lib/seo/product-jsonld';

// A client leaf so the data travels once as an object, not as an escaped string of JSON
// inside the server payload; the script is rendered into the HTML on the server as usual.
export function JsonLd({ data }: { data: object[] }) {
  return (
    <>
      {data.map((item, i) => (
        <script
          key={i}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(item) }}
        />
      ))}
    </>
  );
}
