// Reading a file the user chose as text (UTF-8), in browsers with and without Blob.text().

const readFileText = (file: File): Promise<string> => (typeof file.text === 'function' ? file.text() : new Promise((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
  reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
  reader.readAsText(file);
}));

export default readFileText;
