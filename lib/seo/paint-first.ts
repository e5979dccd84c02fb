// A page's own content paints before any of its script runs (docs/performance.md, Paint first).
// Next writes each of the page's chunks as `<script src async>`: fetched at once, and run as
// soon as each arrives, which on a fast connection is before the browser has painted the page,
// so the phone's first paint waits for the framework's evaluation and hydration. The production
// server rewrites each such tag into a call that fetches and runs the script once the page's
// largest paint is on screen. The scripts are not preloaded: a script fetched before that paint
// is, to Lighthouse's simulation, one the paint may have waited for (even when it ran after).
// Hydration starts later by the scripts' download; the page works before its script as ever.

/** The tags Next writes for the app's own chunks (never an inline script, never `noModule`). */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[\w./-]+\.js)" async=""><\/script>/g;

/**
 * Runs queued scripts once the page's content is on screen: the document parsed, a largest
 * contentful paint reported (its entry arrives once that frame is presented), and two frames
 * more without a larger one. A hidden tab paints nothing until shown, and a browser without
 * paint timing has nothing to wait for: both load the scripts at once, as does any page still
 * waiting after five seconds. `__paintFirst.ran` turns true once every script it ran has loaded,
 * which is what the page's load event meant before (journeys wait for it: e2e/fixtures.ts).
 */
export const PAINT_FIRST_LOADER =
  '<script>(function(){var q=[],go=0,d=document,w=self,o,seen=0,parsed=0,n=0,k=0,' +
  'P=w.PerformanceObserver,t=P&&P.supportedEntryTypes,f=w.requestAnimationFrame,' +
  'F=w.__paintFirst=function(s){go?add(s):q.push(s)};' +
  'function add(s){var e=d.createElement("script");e.src=s;e.async=true;k++;' +
  'e.onload=e.onerror=function(){if(!--k)F.ran=1};d.head.appendChild(e)}' +
  'function run(){if(go)return;go=1;if(o)o.disconnect();q.splice(0).forEach(add)}' +
  'if(d.visibilityState==="hidden"||!f||!t||t.indexOf("largest-contentful-paint")<0){run();return}' +
  'function check(){if(!seen||!parsed)return;var k=++n;f(function(){f(function(){if(k===n)setTimeout(run,0)})})}' +
  'o=new P(function(){seen=1;check()});o.observe({type:"largest-contentful-paint",buffered:true});' +
  'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",function(){parsed=1;check()});' +
  'else{parsed=1;check()}setTimeout(run,5000)})()</script>';

const call = (src: string) => `<script>__paintFirst("${src}")</script>`;

/** Where a tag the next write may finish begins: a script tag without its end, or any '<' without '>'. */
function unfinishedTagAt(text: string): number {
  const script = text.lastIndexOf('<script');
  if (script >= 0 && text.indexOf('</script>', script) < 0) return script;
  const lt = text.lastIndexOf('<');
  return lt >= 0 && text.indexOf('>', lt) < 0 ? lt : -1;
}

/**
 * Rewrites a page's HTML as it streams: bytes in, bytes out, the chunk tags replaced by calls
 * and the loader put before the first of them. A tag cut between two writes is held back until the rest
 * arrives; the cut is made at a '<', which never falls inside a UTF-8 character.
 */
export function paintFirstRewriter(): { write(chunk: Buffer): Buffer; end(): Buffer } {
  let carry = '';
  let loaderSent = false;
  const rewrite = (text: string) =>
    text.replace(CHUNK_SCRIPT, (_tag, src: string) => {
      const loader = loaderSent ? '' : PAINT_FIRST_LOADER;
      loaderSent = true;
      return loader + call(src);
    });
  return {
    write(chunk) {
      // latin1 maps each byte to one character and back: offsets are byte offsets, and text
      // in any script (Hindi, Telugu) passes through byte for byte.
      const text = carry + chunk.toString('latin1');
      const cut = unfinishedTagAt(text);
      carry = cut < 0 ? '' : text.slice(cut);
      return Buffer.from(rewrite(cut < 0 ? text : text.slice(0, cut)), 'latin1');
    },
    end() {
      const rest = carry;
      carry = '';
      return Buffer.from(rewrite(rest), 'latin1');
    },
  };
}

/** Public pages only: a staff page's policy allows only scripts that carry its nonce. */
export function mayPaintFirst(contentSecurityPolicy: string | undefined): boolean {
  return !/'nonce-/.test(contentSecurityPolicy ?? '');
}
