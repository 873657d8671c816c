// What other modules may use of the code-links module: creating a short link, its public address, ending
// the links of a step that is done, and the code session a link's door resolves.
export { codeLinkUrl, createCodeLink, endCodeLinks } from './code-link-tokens';
export { createCodeLinksService } from './code-links.service';
