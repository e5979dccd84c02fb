/**
 * A GET form's hidden fields for the visitor's query string (a campaign's utm_* and the rest,
 * lib/page-params/params visitorQuery): a GET form replaces its action's query, so what the
 * visitor came with rides along as fields. The form's own fields (`own`) are left out.
 */
export function CarriedFields({ carry, own }: { carry: string; own: string[] }) {
  const kept = [...new URLSearchParams(carry)].filter(([k]) => !own.includes(k));
  return (
    <>
      {kept.map(([k, v], i) => (
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
    </>
  );
}
