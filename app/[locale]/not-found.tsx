import { NotFoundBody } from '@/components/home/client';

// Static (no data at build time); the city's popular tests are fetched in the browser. Its
// title is in the body (React places it in <head>): a not-found page has no params from
// which metadata could learn the language.
export default function NotFound() {
  return <NotFoundBody />;
}
