// Saving JSON the console fetched (with the session's credentials, as every call) as a file on the user's
// disk: a Blob behind an object URL, "clicked" through a link with a download name. A plain link to the API
// would need the credentials in the URL, which browsers no longer accept.

/** Offers `value` as a pretty-printed JSON file named `filename`. */
const saveJsonFile = (filename: string, value: unknown) => {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    document.body.removeChild(link);
    // Revoked after the click has been handled: revoking at once cancels the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
};

export default saveJsonFile;
