export function PromoWidget({ dealHref }: { dealHref: string }) {
  return (
    <section className="card promo" aria-labelledby="promo">
      <h2 id="promo">Full body checkup at home</h2>
      <ul className="promo-points">
        <li>
          <strong>32 Tests</strong>
        </li>
        <li>
          <strong>Free Home Collection</strong>
        </li>
        <li>
          <strong>Reports in 48 Hours</strong>
        </li>
      </ul>
      <a href={dealHref} className="button button-outline" data-carry-query>
        View Tests
      </a>
    </section>
  );
}
