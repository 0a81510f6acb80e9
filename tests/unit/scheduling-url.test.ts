import { describe, expect, it } from 'vitest';
import { schedulingWidgetUrl } from '../../web/src/components/visit-booking/scheduling-url.js';

const base = { schedulingOrigin: 'https://calendly.com', eventType: 'demo/30min', embedDomain: 'localhost', customAnswer: 'p1' };

describe('schedulingWidgetUrl', () => {
  it("uses the agent's calendar, else the event type, on the scheduling origin", () => {
    const agent = new URL(schedulingWidgetUrl({ ...base, agentCalendlyUrl: 'https://calendly.com/courtage/visite?month=2026-12' }));
    expect(`${agent.origin}${agent.pathname}`).toBe('https://calendly.com/courtage/visite');
    expect(agent.searchParams.get('month')).toBe('2026-12');
    expect(agent.searchParams.get('embed_type')).toBe('Inline');
    expect(new URL(schedulingWidgetUrl(base)).pathname).toBe('/demo/30min');
  });

  it.each(['https://calendly.com//evil.example/x', '//evil.example/x', '\\\\evil.example\\x'])('never leaves the origin for %s', (calendar) => {
    expect(new URL(schedulingWidgetUrl({ ...base, agentCalendlyUrl: calendar, eventType: calendar })).origin).toBe('https://calendly.com');
  });
});
