// Behaviour constants from the spec's table.
export const carousel = {
  autoplayMs: 3000,
  /** The spec's transition time. */
  transitionMs: 600,
  /** embla's fade `duration` has no unit: it advances once per frame; 30 ≈ 600 ms at 60 fps. */
  emblaDuration: 30,
  slidesShown: 1,
  loop: true,
};

export const gallery = {
  columnsDesktop: 5,
  thumbnailSize: 150,
};
