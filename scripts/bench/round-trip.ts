// The first round trip, in one place for every bench that names it (docs/performance.md, "The
// first round trip"): what a server sends on a new connection before the phone's first
// acknowledgement, and what one round trip more costs on the phone profile.

/**
 * 10 segments of 1,460 bytes: Linux's initial window, and Lighthouse's simulation of it. A page
 * whose HTML, headers included, grows past it waits a whole round trip more for its end,
 * whatever the few bytes that crossed.
 */
export const FIRST_FLIGHT_BYTES = 10 * 1460;

/** The phone profile's round trip (Lighthouse's, and the field bench's CDP throttling). */
export const PHONE_ROUND_TRIP_MS = 150;

/** Round trips a response of `bytes` takes on a new connection: slow start doubles each flight. */
export function roundTrips(bytes: number): number {
  let flight = FIRST_FLIGHT_BYTES;
  let sent = flight;
  let trips = 1;
  while (sent < bytes) {
    flight *= 2;
    sent += flight;
    trips++;
  }
  return trips;
}
