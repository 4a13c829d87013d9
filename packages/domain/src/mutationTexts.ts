/**
 * The toasts of a change follow one pattern in spec 2 section 8: 'The customer was saved
 * successfully', 'Customer could not be saved', 'The customer could not be saved due to an error.'.
 * An entity's TEXTS build theirs from its noun here, one key a verb; texts outside the pattern stay
 * written out beside them.
 */
type Texts<K extends string> = { readonly [P in K]: string };

const mapVerbs = <K extends string>(verbs: Record<K, string>, text: (verb: string) => string) =>
  Object.fromEntries(Object.entries<string>(verbs).map(([key, verb]) => [key, text(verb)])) as Texts<K>;

const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/** 'The {noun} was {verb} successfully' ('were' with `plural`), one text a key. */
export const successTexts = <K extends string>(noun: string, verbs: Record<K, string>, plural = false) =>
  mapVerbs(verbs, (verb) => `The ${noun} ${plural ? 'were' : 'was'} ${verb} successfully`);

/** 'The {noun} could not be {verb}', one text a key (failures whose text names no cause). */
export const couldNotTexts = <K extends string>(noun: string, verbs: Record<K, string>) =>
  mapVerbs(verbs, (verb) => `The ${noun} could not be ${verb}`);

type FailureKeys<P extends string> = P extends '' ? 'failedTitle' | 'failed' : `${P}FailedTitle` | `${P}Failed`;

/**
 * A failure toast: its title '{Noun} could not be {verb}' and its text 'The {noun} could not be
 * {verb} due to an error.', under `failedTitle` and `failed` (with a `prefix`: `saveFailedTitle`, `saveFailed`).
 */
export function failureTexts<P extends string = ''>(
  noun: string,
  verb: string,
  prefix = '' as P,
): Texts<FailureKeys<P>> {
  const key = (name: string) => (prefix ? `${prefix}${name}` : name.charAt(0).toLowerCase() + name.slice(1));
  return {
    [key('FailedTitle')]: `${capitalised(noun)} could not be ${verb}`,
    [key('Failed')]: `The ${noun} could not be ${verb} due to an error.`,
  } as Texts<FailureKeys<P>>;
}
