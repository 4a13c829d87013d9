import { formatLocaleDateTime } from '@/ui/form/FormDateTimeField';

/** A reserve's validity [start, end) in its plant's zone, e.g. '29/11/2026 00:00 – 30/11/2026 00:00'. */
export const formatValidity = (start: number, end: number, zone: string, locale: string) =>
  `${formatLocaleDateTime(start, zone, locale)} – ${formatLocaleDateTime(end, zone, locale)}`;
