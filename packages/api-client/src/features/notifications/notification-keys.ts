/** Query keys of the current user's notification settings. */
export const notificationKeys = {
  all: ['user-notifications'] as const,
};
