// What other modules may use of the code-links module: creating a short link, its public address, and
// ending the links of a step that is done.
export { codeLinkUrl, createCodeLink, endCodeLinks } from './code-links.repository';
