// Lint for every workspace: typescript-eslint with type information, React hooks rules for the web app,
// and the import boundaries of docs/conventions.md (the web apps and their features never import each other, a server module
// never reaches into another module's repository, no import cycles).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = import.meta.dirname;
const dirsOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const WEB = 'apps/web/src';
const WEB_APPS = ['dealer', 'seller', 'console'];
const SERVER_MODULES = 'apps/server/src/modules';

// The three web apps of docs/spec.md (dealer/, seller/, console/) never import each other: what two apps
// share lives in components/ or lib/, and app/ (the root router) is the one place that composes them.
const appZones = WEB_APPS.map((app) => ({
  target: `${WEB}/${app}`,
  from: WEB_APPS.filter((other) => other !== app).map((other) => `${WEB}/${other}`),
  message: `${app}/ may not import another web app; move the shared piece to components/ or lib/.`,
}));

// The shared layers import no app: components/ and lib/ are used by all three.
const sharedZones = ['components', 'lib'].map((shared) => ({
  target: `${WEB}/${shared}`,
  from: [...WEB_APPS.map((app) => `${WEB}/${app}`), `${WEB}/app`],
  message: `${shared}/ is shared by the web apps and may not import one of them (or app/).`,
}));

// Inside an app, <app>/features/A may import anything of its own and the app's shared folders (the seller's
// components/api/lib/hooks, the console kit), never <app>/features/B: what two features share moves up to
// the app's components/, api/ or lib/.
const featureZones = WEB_APPS.flatMap((app) =>
  dirsOf(`./${WEB}/${app}/features/`).map((feature) => ({
    target: `${WEB}/${app}/features/${feature}`,
    from: `${WEB}/${app}/features`,
    except: [`./${feature}`],
    message: `${app}/features/${feature} may not import another feature; move the shared piece to ${app}/components, ${app}/api or ${app}/lib.`,
  })),
);

// modules/X may use another module's services or public files, never its *.repository.ts.
const moduleNames = dirsOf(`./${SERVER_MODULES}/`);
const moduleZones = moduleNames
  .filter((name) => moduleNames.length > 1 && name)
  .map((name) => ({
    target: `${SERVER_MODULES}/${name}`,
    from: moduleNames
      .filter((other) => other !== name)
      .map((other) => `${SERVER_MODULES}/${other}/**/*.repository.ts`),
    message: `modules/${name} may not import another module's repository; call that module's service or its *.public.ts instead.`,
  }));

const boundaries = {
  basePath: root,
  zones: [...appZones, ...sharedZones, ...featureZones, ...moduleZones],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'data/**',
      '**/data/**',
      'apps/server/drizzle/**',
      'packages/shared/src/regions/data/**',
      // Served as they are, before the app's modules (apps/web/public/zod-config.js).
      'apps/web/public/**',
      '**/*.config.*',
      '**/build.mjs',
      'scripts/**',
      'eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    plugins: { 'import-x': importX },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/web/tsconfig.json',
            'apps/web/scripts/tsconfig.json',
            'apps/server/tsconfig.json',
            'packages/shared/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      eqeqeq: ['error', 'always'],
      curly: ['error', 'all'],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
      'import-x/no-restricted-paths': ['error', boundaries],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
);
