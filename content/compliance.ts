import type { AdClearance, Regulator } from './types';

// Shown on every page inside the layout. The operator checks these and may change them.
export const compliance = {
  minimumAge: 21,
  ageNotice: '21+ only. Gambling is for adults aged 21 and over.',
  responsibleGambling: 'Gambling can be addictive. Know when to stop.',
  helpline: {
    label: 'National problem-gambling helpline',
    phone: '(02) 8248-9568',
    /** The dialable form of `phone` (E.164). */
    tel: '+63282489568',
  },
  licenceLabel: 'Licensed by',
  licenceNumberLabel: 'licence no.',
  verifyLabel: 'Verify this licence',
  /**
   * The operator's licence. Leave null until the operator supplies the real regulator, licence number
   * and verification link: with null the site shows no seal, number or certification claim.
   */
  regulator: null as Regulator | null,
  adClearanceLabel: 'Advertisement cleared by',
  /**
   * The clearance reference of this advertisement, if the regulator issued one. Leave null until the
   * operator supplies it: with null the site shows none.
   */
  adClearance: null as AdClearance | null,
};
