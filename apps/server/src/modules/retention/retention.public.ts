// What other parts of the server may use of the retention module: one run of the map (the daily job and the
// operator CLI) and the statements that erase a closing seller's contact copies (docs/domain.md "Retention").
export {
  eraseContactCopiesOfSeller,
  runRetention,
  type RetentionDeps,
  type RetentionResult,
} from './retention.service';
