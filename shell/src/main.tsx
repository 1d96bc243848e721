// The shell is loaded in steps, each evaluated in a task of its own: evaluated in one piece it was
// a single task of 350–600 ms on a phone-speed CPU, during which the page ignored input
// (docs/decisions/0014). bootstrap.tsx registers the shared modules before anything else runs.
const steps = [
  () => import('react-dom/client'),
  () => import('@module-federation/runtime'),
  () => import('virtual:autoskola/shared-modules'),
  () => import('./bootstrap.tsx'),
];
for (const step of steps) await step();

export {};
