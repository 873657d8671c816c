// The one source of the layout breakpoints. CSS writes `@media (--mobile)` and `@media (--tablet)`, which
// vite.config.ts expands from CUSTOM_MEDIA at build (and dev) time; script code matches MOBILE_QUERY with
// matchMedia (useMediaQuery).
const MOBILE_MAX_WIDTH_PX = 768;
const TABLET_MAX_WIDTH_PX = 1024;

export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;
const TABLET_QUERY = `(max-width: ${TABLET_MAX_WIDTH_PX}px)`;

/** `@media (--name)` in CSS -> the media query it stands for. */
export const CUSTOM_MEDIA: Readonly<Record<string, string>> = {
  '--mobile': MOBILE_QUERY,
  '--tablet': TABLET_QUERY,
};
