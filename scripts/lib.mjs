// Small helpers shared by the project's scripts.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** Runs a command with inherited output; resolves its exit code. */
export function run(command, args, options = {}) {
  return runKept(command, args, options, false).then(({ code }) => code);
}

/**
 * Runs a command with its output (stdout and stderr together) kept instead of shown, unless `keep` is false;
 * resolves its exit code and that output.
 */
export function runKept(command, args, options = {}, keep = true) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
  });
}

export function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

export function banner(text) {
  console.log(`\n=== ${text} ${'='.repeat(Math.max(0, 70 - text.length))}`);
}
