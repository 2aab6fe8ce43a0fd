// Query parameters carried from the landing URL onto every affiliate link.
export const campaign = {
  /** Every parameter starting with one of these is forwarded. */
  prefixes: ['utm_'],
  /** Click identifiers of the ad networks we buy from; add more here. */
  names: ['gclid', 'fbclid', 'ttclid', 'msclkid'],
};
