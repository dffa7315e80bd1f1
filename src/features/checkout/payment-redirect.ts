/** Leaves the app for the payment page (a full navigation: the gateway is another page). */
export function openPaymentPage(url: string): void {
  window.location.assign(url)
}
