import { useEffect, useState } from 'react';
import { nextTask } from './next-task';

/**
 * How many of a list's `total` items to render: `step` at first, then `step` more in each following task,
 * so a long list arriving at once (a map's results) never holds a phone's main thread in one long task. The
 * count only grows: a list already shown is never cut back when the next results come.
 */
export function useRenderedInSteps(total: number, step: number): number {
  const [count, setCount] = useState(step);
  useEffect(() => {
    if (count >= total) return;
    let live = true;
    void nextTask().then(() => live && setCount((current) => current + step));
    return () => {
      live = false;
    };
  }, [count, total, step]);
  return Math.min(count, total);
}
