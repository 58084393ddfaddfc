import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplates } from './helpers/templates.ts';
import { buildWeb } from './helpers/web-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string;
    pgTemplateDb: string | null;
    /** A production build of the storefront (React Router's `client/` and `server/`). */
    webBuild: string;
  }
}

/** Builds one migrated, seeded database per engine; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'));
  const [{ pgTemplateDb, dropTemplates }, webBuild] = await Promise.all([buildTemplates(dir), buildWeb()]);
  project.provide('webBuild', webBuild.dir);
  project.provide('templateDir', dir);
  project.provide('pgTemplateDb', pgTemplateDb);
  return async () => {
    await dropTemplates();
    webBuild.remove();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
