/** A full page load (spec §4: a new session starts with /dashboard loaded afresh). */
export const pageLoad = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
