import type { ComponentProps } from 'react';
import { TIMEZONES } from '@penstock/domain';
import { FormSelectField } from './FormSelectField';

const ZONES = [...TIMEZONES];

/** A time zone select of an EntityForm: the IANA zones the server accepts, searchable. */
export function FormTimezoneField(props: Omit<ComponentProps<typeof FormSelectField>, 'data'>) {
  return <FormSelectField data={ZONES} searchable {...props} />;
}
