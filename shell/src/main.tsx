// The async boundary lets Module Federation set up the shared singletons before React loads.
import('./bootstrap.tsx');
