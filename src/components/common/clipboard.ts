// Copying text for the user: the Clipboard API where the browser offers it (secure contexts), otherwise
// the older selection-based copy, which also works on plain-http installations.

const copyBySelection = (text: string): boolean => {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    document.body.removeChild(field);
  }
};

/** Resolves true when `text` is on the clipboard, false when the browser refused both ways. */
export const copyToClipboard = async (text: string): Promise<boolean> => {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Denied (e.g. no permission): the selection-based copy may still work.
    }
  }
  return copyBySelection(text);
};
