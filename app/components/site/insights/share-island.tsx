import { island } from "../island";

/** The article Share menu as an island: its code (Radix, positioning) loads when a reader reaches for the button. */
export const ShareMenu = island(
  "share-menu",
  () => import("./share-menu").then((m) => m.ShareMenu),
  {
    load: "intent",
  },
);
