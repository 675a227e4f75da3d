// The office map's land layer: an original, abstract dotted world map drawn from
// hand-simplified continent outlines. Written to public/images/world-map.svg at build (see
// scripts/generate-art.ts) and shown as a lazy image: inline, its path data was ≈1.2 KB brotli
// of the /blog page. The page draws the office markers and arcs over it with the same projection.

// Equirectangular projection of the band from 78°N to 58°S onto a 1000-wide canvas.
export const MAP_W = 1000;
const NORTH = 78;
const SOUTH = -58;
export const MAP_H = Math.round(((NORTH - SOUTH) / 360) * MAP_W);
export const px = (lon: number) => ((lon + 180) / 360) * MAP_W;
export const py = (lat: number) => ((NORTH - lat) / (NORTH - SOUTH)) * MAP_H;

/**
 * Hand-simplified continent outlines, each a ring of "longitude,latitude" points: an
 * abstract map, not a survey.
 */
const landmasses = [
  // North America
  "-168,66 -160,71 -140,70 -120,72 -95,73 -80,70 -65,62 -55,52 -66,45 -75,36 -81,25 -90,29 -97,26 -97,19 -88,15 -83,9 -78,8 -85,12 -92,15 -105,20 -112,28 -117,33 -124,40 -125,49 -135,57 -150,60 -165,60",
  // Greenland
  "-50,78 -25,78 -20,72 -40,62 -52,64 -58,76",
  // South America
  "-78,8 -60,10 -50,2 -35,-6 -38,-13 -48,-26 -58,-38 -65,-46 -68,-55 -75,-50 -72,-30 -70,-18 -81,-5 -80,1",
  // Europe
  "-10,36 -9,43 -2,44 -5,48 2,51 8,54 10,58 5,62 15,69 28,71 40,68 45,60 40,48 30,45 28,41 24,38 20,40 15,38 12,44 8,44 3,43 -5,36",
  // Great Britain and Ireland
  "-5,50 1.5,51 2,53 -2,56 -3,58.5 -6,58 -5,55 -3,54 -5,52",
  "-10,51.5 -6,52 -6,54.5 -8,55.3 -10,54",
  // Africa
  "-17,15 -17,21 -10,30 -5,36 10,37 20,32 32,31 35,28 43,12 51,12 42,-2 40,-15 35,-24 27,-34 18,-34 12,-18 13,-6 9,4 -8,4 -15,10",
  "44,-25 47,-25 50,-15 49,-12 44,-17",
  // Asia
  "28,41 36,36 35,32 43,13 55,22 58,24 67,25 73,20 77,8 80,15 87,22 92,22 98,16 100,3 104,1 106,10 109,12 108,21 117,23 122,30 121,38 126,40 129,35 130,42 141,48 143,53 135,55 160,60 170,65 180,67 180,72 140,73 110,77 80,73 60,70 45,68 40,68 45,60 40,48 30,45",
  "80,6 82,7 81,9.5 80,9",
  "130,31 135,34 140,35 142,40 141,45 145,44 140,41 138,37 132,33",
  // Maritime South-East Asia
  "95,5 98,4 106,-6 104,-5.5 100,-1",
  "105,-6 114,-7 114,-8.5 106,-7.5",
  "109,1 117,7 119,5 116,-4 110,-3",
  "131,-1 141,-3 150,-10 141,-9 134,-4",
  // Australia and New Zealand
  "114,-22 122,-18 130,-12 137,-12 136,-16 141,-11 146,-18 153,-25 153,-32 150,-37 146,-39 140,-38 135,-35 129,-32 116,-35 114,-26",
  "172,-34 178,-38 174,-42 171,-46 167,-46 172,-41",
].map((ring) => ring.split(" ").map((pt) => pt.split(",").map(Number) as [number, number]));

// One path per ring: overlapping rings (Europe and Asia) stay filled whatever their winding.
const landPaths = landmasses.map(
  (ring) =>
    `M${ring.map(([lon, lat]) => `${px(lon).toFixed(1)} ${py(lat).toFixed(1)}`).join("L")}Z`,
);

/** Where the land layer is served from. */
export const WORLD_MAP_URL = "/images/world-map.svg";

/** The land layer as a standalone SVG document (deterministic). */
export function worldMapSvg(): string {
  const paths = landPaths.map((d) => `<path d="${d}"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_W} ${MAP_H}" width="${MAP_W}" height="${MAP_H}"><defs><pattern id="dots" width="11" height="11" patternUnits="userSpaceOnUse"><circle cx="5.5" cy="5.5" r="3.3" fill="#8eadff"/></pattern></defs><g fill="url(#dots)" opacity="0.8">${paths}</g></svg>\n`;
}
