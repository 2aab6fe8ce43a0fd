// Behaviour constants from the spec's table.
const transitionMs = 600;

export const carousel = {
  autoplayMs: 3000,
  /** The spec's transition time. */
  transitionMs,
  /** embla's fade `duration` has no unit: it advances once per frame, and 30 reaches ~600 ms at 60 fps. */
  emblaDuration: Math.round(transitionMs / 20),
  slidesShown: 1,
  loop: true,
};

export const gallery = {
  columnsDesktop: 5,
  thumbnailSize: 150,
};
