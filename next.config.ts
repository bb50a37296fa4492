import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { ClientReferenceChunksPlugin } from './server/build/client-reference-chunks';
import { frontDoorImports } from './server/build/front-doors';
import {
  API_CONTENT_SECURITY_POLICY,
  STATIC_SECURITY_HEADERS,
} from './server/edge/security-headers';

const withNextIntl = createNextIntlPlugin('./server/i18n/request.ts');

const nextConfig: NextConfig = {
  // A second build (another worktree task, a parallel check) can go to its own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // The sandbox upstream and its native SQLite driver run in their own process, never bundled.
  serverExternalPackages: ['better-sqlite3', 'ioredis'],
  typedRoutes: false,
  // An import from a feature's front door compiles to an import of the module that defines the
  // name (server/build/front-doors.ts), in the build and in Jest.
  modularizeImports: frontDoorImports(process.cwd()),
  async headers() {
    return [
      { source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] },
      {
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }],
      },
    ];
  },
  // Every visitor gets the page's metadata in <head>, as the crawlers Next knows do: Next 15.5
  // streams it into <body> for everyone else, where a page whose metadata waits on the CMS (the
  // landings) had no description in <head> for audits and for crawlers Next does not list.
  htmlLimitedBots: /./,
  // Browsers ask for /favicon.ico before they have read the icon link: the site icon answers there
  // instead of a 404.
  async rewrites() {
    return [{ source: '/favicon.ico', destination: '/icon.svg' }];
  },
  // Each client component asks the browser for the scripts it needs, whatever route Next
  // recorded it under (server/build/client-reference-chunks.ts, docs/decisions.md). Code the
  // main layout and a page both use goes to a script of its own from 10 kB (Next: 20 kB): below
  // that, each of the two got its own copy, and a page loaded both (docs/performance.md).
  webpack(config, { isServer, dev }) {
    if (!isServer && !dev) {
      config.plugins.push(new ClientReferenceChunksPlugin());
      config.optimization.splitChunks.minSize = 10_000;
    }
    return config;
  },
  // npm test runs lint and typecheck as their own steps before the build; not twice.
  eslint: { ignoreDuringBuilds: true },
  typescript: { ignoreBuildErrors: true },
};

export default withNextIntl(nextConfig);
