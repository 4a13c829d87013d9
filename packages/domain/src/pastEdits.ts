/**
 * Entities of a plant that reach into its past (maintenance, grid reserves): who may create them
 * there and what a Live plant allows. Each entity's rules file names its texts with these.
 */
export interface PastEditContext {
  /** UTC epoch ms */
  now: number;
  /** the plant's IANA zone: "the past" is before today's 00:00 there */
  zone: string;
  plantState: string;
  /** plantRights(...).createInPast: admins, or anyone while the plant is in Setup */
  createInPast: boolean;
}

/** The refusal of a create in the past, e.g. 'Maintenance in the past can only be created by ...'. */
export const pastCreateDenied = <W extends string>(what: W) =>
  `${what} in the past can only be created by admins or while the plant is in Setup` as const;

/** The refusal of changing the past of a Live plant, e.g. 'When the plant is Live, a maintenance can only ...'. */
export const livePastDenied = <W extends string>(aWhat: W) =>
  `When the plant is Live, ${aWhat} can only be changed for the future` as const;
