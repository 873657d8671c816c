// What other parts of the server may use of saved searches: the 09:00 digest the scheduler runs.
export { openingOfDay, runSavedSearchDigest, type DigestResult } from './saved-search-digest';
