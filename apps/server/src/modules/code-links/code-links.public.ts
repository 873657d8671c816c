// What other modules may use of the code-links module: creating a short link and its public address.
export { codeLinkUrl, createCodeLink } from './code-links.repository';
