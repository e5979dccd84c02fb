import { percent as pct, type RateSummary } from '@/lib/promises/summary';

/** Each rate by city, and the centres that broke each promise most. */
export function PlaceTables({ rates }: { rates: RateSummary[] }) {
  const cities = [...new Set(rates.flatMap((r) => r.cities.map((c) => c.name)))].sort();
  return (
    <>
      <h2>By city</h2>
      <div className="promise-table-wrap">
        <table className="promise-table">
          <thead>
            <tr>
              <th scope="col">City</th>
              {rates.map((r) => (
                <th scope="col" key={r.key}>
                  {r.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cities.map((city) => (
              <tr key={city}>
                <th scope="row">{city}</th>
                {rates.map((r) => {
                  const c = r.cities.find((x) => x.name === city);
                  return <td key={r.key}>{c ? `${pct(c.share)} of ${c.total}` : '–'}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Centres that broke a promise most</h2>
      {rates.every((r) => r.worstCentres.length === 0) && <p>None: no centre broke a promise.</p>}
      {rates
        .filter((r) => r.worstCentres.length > 0)
        .map((r) => (
          <section key={r.key}>
            <h3>{r.label}</h3>
            <ul>
              {r.worstCentres.map((c) => (
                <li key={c.name}>
                  {c.name}: {c.total - c.kept} of {c.total} broken
                </li>
              ))}
            </ul>
          </section>
        ))}
    </>
  );
}
