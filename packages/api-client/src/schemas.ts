import type { components } from './generated/schema.d.ts';

/** The contract's schemas by name, e.g. Schemas['Offer']. */
export type Schemas = components['schemas'];
