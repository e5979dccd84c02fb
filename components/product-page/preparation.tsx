import type { Product } from '@/lib/catalog/types';

export function Preparation({ product }: { product: Product }) {
  return (
    <section aria-labelledby="preparing" className="card">
      <h2 id="preparing">Preparing for the test</h2>
      <p className={product.isFastingRequired ? 'fasting fasting-yes' : 'fasting'}>
        {product.isFastingRequired
          ? `Fasting required${product.fastingHours ? `: ${product.fastingHours} hours before the test` : ''}`
          : 'No fasting required'}
      </p>
      {product.preparationHtml && (
        // Catalogue HTML is written by our own team (lib/db/seed/data), not by visitors.
        <div className="prose" dangerouslySetInnerHTML={{ __html: product.preparationHtml }} />
      )}
      {product.howItIsDoneHtml && (
        <>
          <h3>How is it done</h3>
          <div className="prose" dangerouslySetInnerHTML={{ __html: product.howItIsDoneHtml }} />
        </>
      )}
    </section>
  );
}
