import { REMOTES } from '@autoskola/federation';

/** Every remote's folder, in the order of REMOTES: the scripts' one list of remotes. */
export const REMOTE_DIRS: string[] = Object.values(REMOTES).map((remote) => remote.dir);
