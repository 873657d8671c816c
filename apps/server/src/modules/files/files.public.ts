// What other modules may use of the files module: the uploads a caller may attach to a record, sign-up's
// grant and its files, and the orphan cleanup the scheduler runs (docs/decisions/016).
export {
  deleteOrphanUploads,
  deleteUploadsNoLongerReferenced,
  reownSignupUploads,
  signupUploads,
  usableUploads,
} from './attachments';
export { signUploadGrant } from './upload-grant';
