// What other modules may use of the files module's data: the uploads a caller may attach to a record.
export { anonymousUploads, usableUploads } from './files.repository';
