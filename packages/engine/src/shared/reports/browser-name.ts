/** The browser and system a user agent names, as a help request and a report say them ("Safari 18", "macOS"). */

const BROWSERS: readonly [string, RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

/** "Chrome 138", "Safari 18", or undefined for a browser it does not know. */
export function browserName(userAgent: string): string | undefined {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return undefined;
}

/** "Windows", "macOS", "iOS", "iPadOS", "ChromeOS", "Android", "Linux", or undefined. */
export function systemName(userAgent: string): string | undefined {
  if (/\biPhone\b/.test(userAgent)) return 'iOS';
  if (/\biPad\b/.test(userAgent)) return 'iPadOS';
  if (/\bAndroid\b/.test(userAgent)) return 'Android';
  if (/\bCrOS\b/.test(userAgent)) return 'ChromeOS';
  if (/\bWindows\b/.test(userAgent)) return 'Windows';
  if (/\bMac OS X\b/.test(userAgent)) return 'macOS';
  if (/\bLinux\b/.test(userAgent)) return 'Linux';
  return undefined;
}
