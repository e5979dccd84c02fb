/** @type {import('next').NextConfig} */
const nextConfig = {
  trailingSlash: true,
  poweredByHeader: false,
  // PGlite ships WASM and a data-dir loader that must stay a plain Node require.
  serverExternalPackages: ['@electric-sql/pglite'],
  // The embedded data folders and tests live in the tree; keep them out of tracing.
  outputFileTracingExcludes: { '*': ['.data/**', '.data-*/**', 'e2e/**', 'bench/**'] },
};

module.exports = nextConfig;
