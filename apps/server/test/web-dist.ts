import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A built web app in a temporary directory: the shell and the given files (paths under the dist). */
export function makeWebDist(files: Record<string, string>): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  for (const [file, content] of Object.entries(files)) fs.writeFileSync(path.join(dist, file), content);
  return dist;
}
