// Partner organisations have no uploaded logos yet: each gets a monogram drawn from its slug,
// so image_url always resolves and costs no storage.
const COLOURS = [
  '#0b5cad',
  '#0f7b6c',
  '#8a3ffc',
  '#b5446e',
  '#c05621',
  '#2b6cb0',
  '#276749',
  '#6b46c1',
];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function monogramSvg(slug: string): string | null {
  if (!SLUG.test(slug) || slug.length > 80) return null;
  const words = slug.split('-');
  const initials = words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  let hash = 0;
  for (const ch of slug) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const colour = COLOURS[hash % COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><rect width="48" height="48" rx="10" fill="${colour}"/><text x="24" y="30" font-family="system-ui,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}
