/**
 * Reloading the page goes through this object, so tests can observe it: jsdom cannot
 * navigate and its `location` cannot be replaced.
 */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
