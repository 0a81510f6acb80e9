import { options } from 'preact';

/** Lets the browser run other work before going on (a message, unlike a timer, is never throttled or faked). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

let effectsRun = Promise.resolve();

/**
 * Effects run in the task after the render, as React ran them, not at the next animation frame (Preact's
 * default): the page's effects (its forms adopting what was typed, the hydrated mark) do not wait for a
 * frame, and a test's paused clock, which holds frames and timers, cannot hold them.
 */
export function runEffectsAfterRender() {
  options.requestAnimationFrame = (flush) => void (effectsRun = nextTask().then(flush));
}

/** Resolves once the effects of everything rendered so far have run (its listeners are attached). */
export const effectsOfRendered = () => effectsRun;

/**
 * The page is interactive from here on; tests wait for the attribute before clicking, and `npm run bench`
 * times the mark (the dead window: first paint → hydrated).
 */
export function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
  performance.mark('hydrated');
  hydratedNow();
}

let hydratedNow = () => {};
const hydrated = new Promise<void>((resolve) => (hydratedNow = resolve));

/** Resolves once the page is interactive (at once after that): what can wait starts then, never in its way. */
export const afterHydration = () => hydrated;
