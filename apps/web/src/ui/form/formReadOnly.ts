import { createContext, useContext } from 'react';

export const ReadOnlyContext = createContext(false);
/** True inside a read-only EntityForm: fields disable themselves with the tooltip. */
export const useFormReadOnly = () => useContext(ReadOnlyContext);
