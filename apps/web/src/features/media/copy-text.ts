/**
 * Copies text to the clipboard: the Clipboard API where the page may use it (https, localhost), else the
 * older execCommand with a hidden text area placed next to `near` (inside an open dialog, whose focus
 * trap would otherwise pull the focus back before the copy). Answers whether it worked.
 */
export async function copyText(text: string, near?: HTMLElement | null): Promise<boolean> {
  try {
    if (window.isSecureContext && navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (permissions): try the older way.
  }
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '0';
  area.style.opacity = '0';
  (near?.parentElement ?? document.body).append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  active?.focus();
  return copied;
}
