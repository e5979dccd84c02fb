import Link from 'next/link';

export default function NotFound() {
  return (
    <section className="page">
      <h1>We could not find that page</h1>
      <p>The test or city may have moved. Pick your city to see every test and scan we list.</p>
      <p>
        <Link href="/" className="button">
          See all tests and scans
        </Link>
      </p>
    </section>
  );
}
