import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_PORTS } from './tests/e2e/stack-env';

/**
 * Chromium from Debian (Playwright never downloads a browser here). Its headless shell (`chromium-headless-shell`,
 * which `.ci/run` installs) is the build Playwright itself runs headless: the same engine without the desktop
 * browser around it, about 30 % less time per test on this machine. The full browser is the fallback.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Specs that only read the demo catalogue and write what is theirs alone (their own leads, bookings,
 * subscriptions and accounts, each under a fresh address): they run on a stack of their own (the second one
 * of tests/e2e/global-setup.ts), tests of one file in any order. Every other spec changes what others
 * read (settings, maintenance, the catalogue, brokers, articles, the shared admin's session, integrations,
 * every subscriber's inbox) or reads global figures: those run one at a time on the first stack, on the demo
 * data as it was seeded, while the others run. A new spec runs with them until it is shown to be independent
 * and listed here.
 */
const INDEPENDENT = [
  'admin-two-factor',
  'alerts',
  'auth',
  'before-hydration-forms',
  'before-hydration-gallery-menu',
  'calculators',
  'consent',
  'contact-favorites',
  'exit-popup',
  'fixtures',
  'home-listings',
  'listing-orders',
  'map-search',
  'newsletter',
  'prerendering',
  'privacy',
  'property',
  'search',
  'sellers',
  'smoke',
  'smoke-live',
].map((name) => `${name}.spec.ts`);

/** Real Chromium against the real local stack. */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 30_000,
  // One worker on each stack. The serial specs mostly wait (for their stack's events, their pages' loads): on
  // two cores, the independent ones run in that time. A third worker saturated both cores and slowed the
  // serial journeys past their timeouts.
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${E2E_PORTS.shared}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'shared-state', testIgnore: INDEPENDENT, workers: 1 },
    { name: 'independent', testMatch: INDEPENDENT, workers: 1, fullyParallel: true, use: { baseURL: `http://localhost:${E2E_PORTS.independent}` } },
  ],
});
