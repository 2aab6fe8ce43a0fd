interface SwipeCueProps {
  hint: string;
  /** How many cards the shelf holds, and how many one view shows: with no more than that, it does not scroll. */
  count: number;
  inView: number;
}

/**
 * Under a shelf on a phone, where it scrolls sideways: a short track whose thumb follows the shelf
 * (app/globals.css, .swipe-cue) and a word. Hidden from screen readers, which read the shelf as a list.
 */
export function SwipeCue({ hint, count, inView }: SwipeCueProps) {
  if (count <= inView) return null;
  return (
    <p aria-hidden="true" className="swipe-cue">
      {hint}
    </p>
  );
}
