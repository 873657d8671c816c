// What other parts of the server may use of saved searches: the 09:00 digest the scheduler runs.
export {
  openingOfDay,
  runSavedSearchDigest,
  SAVED_SEARCH_DIGEST_TEMPLATE,
  type DigestResult,
} from './saved-search-digest';
