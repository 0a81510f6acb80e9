import type { DemoContext } from './context.js';

/** Demo subscribers (filled while issue 10 is built): returns a French summary for the start banner, or ''. */
export async function seedDemoSubscribers(_context: DemoContext): Promise<string> {
  return '';
}
