import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { buildAdminContentSecurityPolicy } from '../../scripts/lib/security-headers.ts';
import { createStaticServer } from '../../scripts/static-server.ts';
import { E2E_PORT } from './support/servers.ts';

// The CMS against the local backend: Sveltia's "Work with Local Repository" reads and writes a folder
// through the browser's directory picker, here answered with a copy of the content in the browser's
// own storage (OPFS). What it saves is written back into a scratch copy of the project, rebuilt.
const run = promisify(execFile);
const projectRoot = resolve(import.meta.dirname, '..', '..');
/** A git command, its arguments separated by spaces. */
const git = (cwd: string, command: string) =>
  run('git', command.split(' '), { cwd, encoding: 'utf8' });

/** `npm run cms` on a port of its own beside the suite's servers. */
const CMS_PORT = E2E_PORT + 3;

const HERO_TITLE_DE = 'Software, die in Tagen live geht und über Jahre trägt.';
const NEW_HERO_TITLE_DE = 'Software, die in Wochen live geht und über Jahre trägt.';
const NEW_RESULT = '1 business day';

/** A scratch copy of the project as committed plus the working tree, sharing its node_modules. */
const scratchProject = async () => {
  const copy = mkdtempSync(join(tmpdir(), 'humanoid-cms-'));
  const { stdout } = await git(projectRoot, 'ls-files -z --cached --others --exclude-standard');
  // With the pictures the main build converted, kept with their times so the rebuild converts none.
  const made = ['public/images/work', 'src/content/work/images.gen.json'];
  for (const file of [...stdout.split('\0').filter(Boolean), ...made]) {
    cpSync(join(projectRoot, file), join(copy, file), {
      recursive: true,
      preserveTimestamps: true,
    });
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
  await git(copy, 'init -q');
  await git(copy, 'add -A');
  await git(copy, '-c user.name=test -c user.email=test@localhost commit -qm base');
  return copy;
};

/** The CMS at /admin/ opened on the local repository: these files in the browser's storage, and the
 * directory picker answering with them. Returns what it logged as an error or warning. */
const openLocalCms = async (page: Page, files: Record<string, string>) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
    const picker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    Object.assign(window, { showDirectoryPicker: picker });
  });
  // GitHub's status page, which the sign-in screen asks about: stood in, as it is unreachable here.
  await page.route('https://www.githubstatus.com/**', (route) =>
    route.fulfill({
      json: { status: { indicator: 'none', description: 'All Systems Operational' } },
    }),
  );
  await page.goto('/admin/');
  await page.evaluate(async (entries) => {
    const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', {
      create: true,
    });
    await repo.getDirectoryHandle('.git', { create: true });
    for (const [path, text] of Object.entries(entries)) {
      let dir = repo;
      const parts = path.split('/');
      for (const part of parts.slice(0, -1))
        dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (
        await dir.getFileHandle(parts.at(-1) ?? '', { create: true })
      ).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, files);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  return problems;
};

const readLocalRepository = (page: Page, paths: string[]) =>
  page.evaluate(async (wanted) => {
    const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    const texts: Record<string, string> = {};
    for (const path of wanted) {
      let dir = repo;
      const parts = path.split('/');
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      texts[path] = await (await (await dir.getFileHandle(parts.at(-1) ?? '')).getFile()).text();
    }
    return texts;
  }, paths);

const openCaseStudy = async (page: Page, client: string) => {
  await page.getByRole('treeitem', { name: /Case studies/ }).click();
  await page
    .getByRole('main', { name: /Case studies/ })
    .getByText(client)
    .click();
  return page.locator('[data-locale="en"][data-mode="edit"]');
};

test.describe('the CMS at /admin/', () => {
  let copy = '';
  test.afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  test('edits the German hero title and a case study result: only those lines change, and a rebuild shows them @desktop-only', async ({
    page,
  }) => {
    test.slow();
    copy = await scratchProject();
    const { stdout } = await git(copy, 'ls-files src/content/locales src/content/work');
    const files = stdout
      .split('\n')
      .filter((file) => /\.(json|md)$/.test(file) && !file.endsWith('.gen.json'));
    const problems = await openLocalCms(
      page,
      Object.fromEntries(files.map((file) => [file, readFileSync(join(copy, file), 'utf8')])),
    );
    await page.getByText('Words of the site').click();
    await page.locator('#second-pane-header').getByText('German').click();
    const german = page.locator('[data-locale="de"][data-mode="edit"]');
    await german.locator('[data-key-path="hero"]').scrollIntoViewIfNeeded();
    const heroTitle = german.locator('[data-key-path="hero.title"] input');
    await expect(heroTitle).toHaveValue(HERO_TITLE_DE);
    await heroTitle.fill(NEW_HERO_TITLE_DE);
    // Saved, the CMS goes back to the collection.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('main', { name: /Words/ })).toBeVisible();

    const english = await openCaseStudy(page, 'Ledgerline');
    await english.locator('[data-key-path="results"]').scrollIntoViewIfNeeded();
    const result = english.locator('[data-key-path="results.0.value"] input');
    await expect(result).toHaveValue('1 day');
    await result.fill(NEW_RESULT);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('main', { name: /Case studies/ })).toBeVisible();

    for (const [file, text] of Object.entries(await readLocalRepository(page, files))) {
      writeFileSync(join(copy, file), text);
    }
    const { stdout: changed } = await git(copy, 'diff --unified=0 --no-color');
    const lines = changed.split('\n').filter((line) => /^[-+](?![-+]{2} )/.test(line));
    expect(lines, 'the lines the two saves changed, and no other').toEqual([
      `-    "title": "${HERO_TITLE_DE}",`,
      `+    "title": "${NEW_HERO_TITLE_DE}",`,
      '-  - value: 1 day',
      `+  - value: ${NEW_RESULT}`,
    ]);
    expect(problems, 'console errors, warnings and CSP violations in the CMS').toEqual([]);

    await run('npm', ['run', 'build'], {
      cwd: copy,
      env: process.env,
      maxBuffer: 64 * 1024 * 1024,
    });
    const server = createStaticServer({ root: join(copy, 'dist', 'public') }).listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      await page.goto(`http://localhost:${port}/de/`);
      await expect(page.locator('#hero-title')).toHaveText(NEW_HERO_TITLE_DE);
      await page.goto(`http://localhost:${port}/work/ledgerline/`);
      await expect(page.getByText(NEW_RESULT, { exact: true })).toBeVisible();
    } finally {
      server.close();
    }
  });

  test('puts an uploaded picture in the folder the build converts, named in the front matter @desktop-only', async ({
    page,
  }, testInfo) => {
    const study = 'src/content/work/en/ledgerline.md';
    await openLocalCms(page, { [study]: readFileSync(join(projectRoot, study), 'utf8') });
    const english = await openCaseStudy(page, 'Ledgerline');
    await english.locator('[data-key-path="cover"]').scrollIntoViewIfNeeded();
    await english
      .locator('[data-key-path="cover.image"]')
      .getByRole('button', { name: 'Replace' })
      .click();
    const picture = testInfo.outputPath('ledgerline-new-cover.png');
    cpSync(join(projectRoot, 'src/content/work/images/ledgerline-cover.png'), picture);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('dialog').getByRole('button', { name: 'Upload' }).click();
    await (await chooser).setFiles(picture);
    await page.getByRole('dialog').getByRole('button', { name: 'Insert' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('main', { name: /Case studies/ })).toBeVisible();

    const saved = await readLocalRepository(page, [
      study,
      'src/content/work/images/ledgerline-new-cover.png',
    ]);
    expect(saved[study]).toContain('  image: /ledgerline-new-cover.png\n  alt:');
    expect(saved['src/content/work/images/ledgerline-new-cover.png']?.length).toBeGreaterThan(0);
  });

  test('npm run cms serves the same CMS on this machine, under its policy @desktop-only', async ({
    request,
  }) => {
    const server = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/cms/serve.ts', '--port', String(CMS_PORT)],
      { cwd: projectRoot },
    );
    try {
      await new Promise((ready, fail) => {
        server.stdout.on('data', (chunk: Buffer) => chunk.includes('/admin/') && ready(undefined));
        server.on('exit', fail);
      });
      const page = await request.get(`http://localhost:${CMS_PORT}/admin/`);
      expect(await page.text()).toContain('src="/admin/sveltia-cms.js"');
      expect(page.headers()['content-security-policy']).toBe(buildAdminContentSecurityPolicy());
      const logo = await request.get(`http://localhost:${CMS_PORT}/favicon.svg`);
      expect(logo.status(), 'the logo the CMS shows').toBe(200);
    } finally {
      server.kill();
    }
  });
});
