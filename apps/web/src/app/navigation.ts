export interface NavigateOptions {
  replace?: boolean;
}

type Navigator = (to: string, options?: NavigateOptions) => void;

/** Until the router registers itself, navigation is a full page load. */
let navigator: Navigator = (to) => window.location.assign(to);

/** Lets code outside React (the API client) move the router. */
export function setNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  navigator(to, options);
}
