// Records every optional platform binary (biome, rollup, …) in package-lock.json, so `npm ci` accepts the
// lockfile on any machine. Needed where the registry serves only this machine's platform builds: npm then
// leaves the other platforms out of the lockfile, and `npm ci` refuses it as "out of sync". Each added entry
// carries the os/cpu/libc its name declares, so npm skips it everywhere but on that platform.
// Run after `npm install` changes the lockfile: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPU = ['x64', 'arm64', 'arm', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!os || !cpu) return null;
  const entry = { os: [os], cpu: [cpu] };
  if (os === 'linux') entry.libc = [parts.some((p) => p.startsWith('musl')) ? 'musl' : 'glibc'];
  return entry;
}

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [location, pkg] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
    packages[hoisted] = { version: range, ...platform, optional: true, ...(pkg.dev ? { dev: true } : {}) };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} optional platform entries added`);
