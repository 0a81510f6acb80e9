type SchedulingUrlInput = {
  /** Normalised origin from runtime config: https://calendly.com in production, a local fake in tests. */
  schedulingOrigin: string;
  /** The configured event type path, e.g. "demo/30min". */
  eventType: string;
  /** The primary agent's own booking page, when set. */
  agentCalendlyUrl?: string;
  /** The host embedding the widget (the widget shows it and uses it for its own checks). */
  embedDomain: string;
  /** Pre-fills the first custom question of the event with the property and the agent. */
  customAnswer: string;
};

/** Path and query of a booking page given either as a full URL or as a bare path like "team/30min". */
function pathOf(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      const url = new URL(trimmed);
      return `${url.pathname}${url.search}`;
    } catch {
      return undefined;
    }
  }
  return `/${trimmed.replace(/^\/+/, '')}`;
}

/**
 * The inline widget URL. The agent's page wins over the default event type, and either one is
 * rebased on the configured origin: the path says which calendar, the origin says which provider,
 * so tests (and any future provider host change) only need runtime config.
 */
export function schedulingWidgetUrl(input: SchedulingUrlInput): string {
  const path = (input.agentCalendlyUrl && pathOf(input.agentCalendlyUrl)) ?? pathOf(input.eventType) ?? '/';
  // Built on the origin, never resolved against it: a path like "//evil.example/x" or "\\evil" must
  // not move the iframe to another host.
  const url = new URL(input.schedulingOrigin);
  const [pathname = '/', search = ''] = path.split('?', 2);
  url.pathname = `/${pathname.replace(/^[\\/]+/, '').replace(/\\/g, '/')}`;
  url.search = search;
  if (url.origin !== new URL(input.schedulingOrigin).origin) throw new Error('Scheduling URL left its origin');
  url.searchParams.set('embed_domain', input.embedDomain);
  url.searchParams.set('embed_type', 'Inline');
  url.searchParams.set('a1', input.customAnswer);
  return url.toString();
}
