// The site's illustrations, asked for by name: the one module outside this folder imports
// (the import-graph test holds it to that). The generated files' names, sizes and alt text
// live in catalogue.ts; what each file draws, in drawings.tsx (read only by the build).
export { ArtImage, HeroArtImage } from "./art-image";
export { type ArtImageName, artImages, artUrl } from "./catalogue";
export { Cover, type CoverPlace, coverSizes, focusClass } from "./cover-art";
export { artDrawings } from "./drawings";
export { HeroArt } from "./hero-art";
export { Portrait } from "./portrait";
export { WideScreenImage } from "./wide-screen-image";
