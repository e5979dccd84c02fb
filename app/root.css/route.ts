import { rootCss } from '@/lib/style/root-css';

// The root stylesheet as a file, for the pages the browser renders itself: Next's error shell
// (a 404 or an error) carries no server-rendered HTML, so not the inline copy either
// (components/ui/root-style.tsx). Its address carries the stylesheet's version.
export function GET(): Response {
  return new Response(rootCss(), {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
