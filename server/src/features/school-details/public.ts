/*
 * What other features may ask of the school's details (decision 0023, issue 53): the school's
 * payment settings, which it sets in the setup and 'Údaje o škole' (issue 51) and the course
 * applications use: the account students pay to and the versions of its terms. No other feature
 * imports this folder's other files (features/import-graph.test.ts).
 */
export {
  newestTerms,
  readBankAccount,
  saveBankAccount,
  saveTerms,
  seedPaymentSettings,
  type TermsVersion,
  termsOfVersion,
} from './school-details-store.ts';
