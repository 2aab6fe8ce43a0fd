// Marketing claims and figures from the spec's constants table. One line each to change.
export const claims = {
  newMemberBonus: 'Free 100',
  downloadBonus: 100,
  dailyDepositBonusPercent: 20,
  inviteFriendsBonusPercent: 10,
  support: '24/7',
  encryptionBits: 128,
  registrationMinutes: 3,
  registrationSteps: 3,
};
