import { site } from "@content/site";
import type { Location } from "../sections/locations";

/** The four offices from the site config, as cards for the shared Locations section. */
export const officeLocations: Location[] = site.offices.map((o) => ({
  name: `${o.country} · ${o.city}`,
  detail: o.address,
}));

/** Longitude and latitude of each office city, for the office map. */
export const officeCoordinates: Record<string, { lon: number; lat: number }> = {
  Bangalore: { lon: 77.59, lat: 12.97 },
  Dublin: { lon: -6.26, lat: 53.35 },
  London: { lon: -0.13, lat: 51.51 },
  Sydney: { lon: 151.21, lat: -33.87 },
};
