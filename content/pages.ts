// Copy of the pages outside the home page. No imports here: the error screen is a client component,
// and anything it imports ships to every visitor's browser.
export const notFound = { text: 'No Page Found!' };
export const errorScreen = { title: 'Unexpected Application Error!' };
export const signUpPage = { heading: 'Sign up' };
