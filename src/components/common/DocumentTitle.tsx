import { useEffect } from 'react';

/** The product name every browser title ends with. */
export const PRODUCT_NAME = 'Graylog Console';

/** "Users - Graylog Console" for a page titled "Users"; the product name alone without a title. */
export const documentTitle = (title?: string): string => (title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME);

/**
 * Sets the browser title while the calling page is on screen and restores the previous one afterwards, so
 * every tab, bookmark and history entry names the page it shows.
 */
export const useDocumentTitle = (title?: string): void => {
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(title);
    return () => { document.title = previous; };
  }, [title]);
};

/** The same as `useDocumentTitle`, for places that render rather than call hooks. */
const DocumentTitle = ({ title }: { title?: string }) => {
  useDocumentTitle(title);
  return null;
};

export default DocumentTitle;
