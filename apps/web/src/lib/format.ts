import { readLocale } from '../i18n/index.ts';

/**
 * Numbers and sizes as the console's language writes them (Intl.NumberFormat): "1,234.5" in en-US,
 * "1.234,5" in pt-BR. Every number and size the console shows goes through here.
 */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}/${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits });
    formats.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, locale: string = readLocale()): string {
  return numberFormat(locale, 2).format(value);
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size in 1024-based units labelled KB, MB, GB (as operating systems and most people read them, one
 * convention everywhere): the 100 MiB upload limit reads "100 MB", 4 940 bytes "4.82 KB" ("4,82 KB" in
 * pt-BR). At most two decimals, none when whole; bytes stay whole.
 */
export function formatBytes(bytes: number, locale: string = readLocale()): string {
  if (!Number.isFinite(bytes) || bytes < 0) return `${numberFormat(locale, 0).format(0)} B`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${numberFormat(locale, unit === 0 ? 0 : 2).format(value)} ${BYTE_UNITS[unit]}`;
}
