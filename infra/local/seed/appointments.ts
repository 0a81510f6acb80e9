import type { DemoContext } from './context.js';

/** Demo appointments (filled while issue 10 is built): returns a French summary for the start banner, or ''. */
export async function seedDemoAppointments(_context: DemoContext): Promise<string> {
  return '';
}
