import { defineServicePage } from "./file-schema";
import data from "./offshore-centre.json";

export const offshoreCentre = defineServicePage("offshore-centre.json", data);
