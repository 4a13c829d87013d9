import { useEffect } from 'react';
import { PRODUCT_NAME } from '@penstock/domain';

/** Page titles are the section name followed by the product name: "Portfolio - Penstock". */
export function usePageTitle(section: string | undefined): void {
  useEffect(() => {
    document.title = section ? `${section} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [section]);
}
