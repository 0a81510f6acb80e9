/** The attribute of an island's wrapper (islands/island.tsx): its name, '<group>:<export>'. */
export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * Whether an island shows in the viewport (its wrapper has no box of its own: its children's). One that
 * shows nothing (the exit intent, a closed dialog's) counts as in view: it is cheap, and may be waited for.
 * The boot script (which files to fetch before the page is interactive) and the islands runtime (which
 * islands run first) ask the same question.
 */
export function islandInView(element: Element): boolean {
  const boxes = Array.from(element.children, (child) => child.getBoundingClientRect()).filter((box) => box.width > 0 || box.height > 0);
  return boxes.length === 0 || boxes.some((box) => box.bottom > 0 && box.top < window.innerHeight);
}

/** An island's group, from its name: the module of islands/groups that exports it (islands/registry.ts). */
export const islandGroupOf = (element: Element) => element.getAttribute(ISLAND_ATTRIBUTE)!.split(':')[0]!;
