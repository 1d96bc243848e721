import sharedModules from 'virtual:autoskola/shared-modules';
import { init } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

/**
 * The shell is the federation host and sets it up with the runtime's API rather than the build
 * plugin's generated host code (docs/decisions/0014): the shared singletons are the modules the
 * shell itself was built with, handed over as they are.
 */

// The remotes are built with `experiments.externalRuntime`: they use this copy of the runtime.
(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;

init({
  name: 'shell',
  remotes: [],
  shareStrategy: 'version-first',
  shared: Object.fromEntries(
    sharedModules.map(({ name, version, requiredVersion, exports, module }) => {
      const lib = () => module;
      return [
        name,
        {
          version,
          lib,
          shareConfig: { singleton: true, requiredVersion },
          // A remote built with the same export list takes this module instead of its own trimmed
          // copy (status 1: the runtime compares the lists itself, no deployment service involved).
          ...(exports && {
            treeShaking: {
              mode: 'runtime-infer',
              usedExports: exports,
              providedExports: exports,
              status: 1,
              lib,
              loaded: true,
            },
          }),
        },
      ];
    }),
  ),
});
