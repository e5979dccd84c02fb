/** A plain GET form, so it works before (and without) any JavaScript. */
export function TestSearch({ citySlug, query = '' }: { citySlug: string; query?: string }) {
  return (
    <form action="/" method="get" role="search" className="test-search">
      <input type="hidden" name="city" value={citySlug} />
      <label htmlFor="test-search-q" className="visually-hidden">
        Search tests and scans
      </label>
      <input
        id="test-search-q"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={64}
        placeholder="Search tests and scans, e.g. MRI Brain, CBC"
        autoComplete="off"
      />
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
