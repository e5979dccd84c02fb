// Marks a module as server code, as the `server-only` package does, but in every server bundle:
// Next resolves that package to its throwing entry in Pages API routes, which are server code
// outside React Server Components (lib/server-api/node-route.ts). In a browser it still throws.
if (typeof window !== 'undefined') {
  throw new Error('This module is server code: a Client Component cannot import it.');
}

export {};
