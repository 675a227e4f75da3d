import { defineServicePage } from "./file-schema";
import data from "./our-approach.json";

export const ourApproach = defineServicePage("our-approach.json", data);
