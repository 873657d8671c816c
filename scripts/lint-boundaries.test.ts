// The import boundaries in eslint.config.js really fire: a web app importing another app, the shared
// components/ or lib/ importing an app, a feature importing another feature of its app and a server module
// importing another module's repository are lint errors; the allowed imports are not.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

// No trailing slash: the TypeScript resolver does not find the `@/` alias from a cwd that ends in one.
const root = resolve(import.meta.dirname, '..');

// The repository's config, without type information (the fixtures are lint-only texts, not files on disk).
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

async function boundaryErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return result!.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => ({ severity: m.severity, message: m.message }));
}

/** `import { x } from '<from>'` linted as the file `<at>`. */
const importAt = (from: string, at: string) =>
  boundaryErrors(`import { x } from '${from}';\nexport const y = x;\n`, at);

const forbidden = (words: string) => [{ severity: 2, message: expect.stringContaining(words) }];

describe('import boundaries', () => {
  it('a web app may not import another web app', async () => {
    expect(
      await importAt('@/console/components/admin-page', 'apps/web/src/dealer/pages/lint-fixture.tsx'),
    ).toEqual(forbidden('dealer/ may not import another web app'));
    expect(
      await importAt(
        '@/dealer/features/faq/components/faq-board',
        'apps/web/src/seller/features/home/lint-fixture.tsx',
      ),
    ).toEqual(forbidden('seller/ may not import another web app'));
    expect(
      await importAt(
        '@/seller/components/status-pill',
        'apps/web/src/console/features/dealers/lint-fixture.tsx',
      ),
    ).toEqual(forbidden('console/ may not import another web app'));
  });

  it('the shared components/ and lib/ import no app', async () => {
    expect(
      await importAt(
        '@/dealer/features/faq/components/faq-board',
        'apps/web/src/components/ui/lint-fixture.tsx',
      ),
    ).toEqual(forbidden('components/ is shared by the web apps'));
    expect(await importAt('@/console/components/form-dialog', 'apps/web/src/lib/lint-fixture.ts')).toEqual(
      forbidden('lib/ is shared by the web apps'),
    );
  });

  it('a dealer feature may not import another dealer feature', async () => {
    expect(
      await importAt(
        '@/dealer/features/faq/components/faq-board',
        'apps/web/src/dealer/features/notices/lint-fixture.tsx',
      ),
    ).toEqual(forbidden('dealer/features/notices may not import another feature'));
  });

  it('a seller feature may not import another seller feature', async () => {
    expect(
      await importAt('../home/listing-card', 'apps/web/src/seller/features/auction/lint-fixture.tsx'),
    ).toEqual(forbidden('seller/features/auction may not import another feature'));
  });

  it('a console area may not import another console area', async () => {
    expect(
      await importAt('../dealers/api/get-dealer', 'apps/web/src/console/features/penalties/lint-fixture.tsx'),
    ).toEqual(forbidden('console/features/penalties may not import another feature'));
  });

  it('a feature may import itself, its app’s shared folders, app/, components and lib', async () => {
    const allowed = [
      "import { NoticeBoard } from './components/notice-board';",
      "import { Button } from '@/components/ui/button';",
      "import { getData } from '@/lib/http';",
      "import { useLogout } from '@/app/session';",
      'export const x = [NoticeBoard, Button, getData, useLogout];',
      '',
    ].join('\n');
    expect(await boundaryErrors(allowed, 'apps/web/src/dealer/features/notices/lint-fixture.tsx')).toEqual(
      [],
    );
    const seller = [
      "import { StatusPill } from '../../components/status-pill';",
      "import { nextStep } from '@/seller/lib/next-step';",
      "import { getSellerMe } from '@/seller/api/get-me';",
      'export const x = [StatusPill, nextStep, getSellerMe];',
      '',
    ].join('\n');
    expect(await boundaryErrors(seller, 'apps/web/src/seller/features/home/lint-fixture.tsx')).toEqual([]);
    const console = [
      "import { AdminPage } from '@/console/components/admin-page';",
      "import { adminGet } from '../../api/admin-request';",
      "import { dealerHref } from '@/console/lib/dealers-url';",
      'export const x = [AdminPage, adminGet, dealerHref];',
      '',
    ].join('\n');
    expect(await boundaryErrors(console, 'apps/web/src/console/features/penalties/lint-fixture.tsx')).toEqual(
      [],
    );
  });

  it("a server module may not import another module's repository", async () => {
    const errors = await boundaryErrors(
      "import { findAuction } from '../auctions/auctions.repository';\nexport const x = findAuction;\n",
      'apps/server/src/modules/reviews/lint-fixture.ts',
    );
    expect(errors).toEqual([
      {
        severity: 2,
        message: expect.stringContaining("modules/reviews may not import another module's repository"),
      },
    ]);
  });

  it('a server module may import its own repository and another module’s service', async () => {
    const errors = await boundaryErrors(
      [
        "import { findReview } from './reviews.repository';",
        "import { auctionsService } from '../auctions/auctions.service';",
        'export const x = [findReview, auctionsService];',
        '',
      ].join('\n'),
      'apps/server/src/modules/reviews/lint-fixture.ts',
    );
    expect(errors).toEqual([]);
  });
});
