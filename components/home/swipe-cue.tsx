/** A lobby's shelf shows three columns of two tiles on a phone (app/globals.css, .lobby-row): more scroll. */
export const LOBBY_TILES_IN_VIEW = 6;

/**
 * Under a shelf on a phone, where it scrolls sideways: a short track whose thumb follows the shelf
 * (app/globals.css, .swipe-cue) and a word. Hidden from screen readers, which read the shelf as a list.
 */
export function SwipeCue({ hint }: { hint: string }) {
  return (
    <p aria-hidden="true" className="kicker swipe-cue">
      {hint}
    </p>
  );
}
