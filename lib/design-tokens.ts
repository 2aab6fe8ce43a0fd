// Colours that are needed outside the stylesheet too (the browser's theme colour, the web app
// manifest); tailwind.config.ts names them for the classes.
export const PAGE_COLOUR = '#0b1026';
