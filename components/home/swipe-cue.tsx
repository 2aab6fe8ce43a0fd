/**
 * Under a shelf on a phone, where it scrolls sideways: a short track whose thumb follows the shelf
 * (app/globals.css, .swipe-cue) and a word. Hidden from screen readers, which read the shelf as a list.
 * A shelf shows one card to a view (.category-shelf): with `count`, how many it holds, no more than one, it does not scroll.
 */
export function SwipeCue({ hint, count }: { hint: string; count: number }) {
  if (count <= 1) return null;
  return (
    <p aria-hidden="true" className="swipe-cue">
      {hint}
    </p>
  );
}
