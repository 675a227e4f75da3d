import { defineServicePage } from "./file-schema";
import data from "./our-model.json";

export const ourModel = defineServicePage("our-model.json", data);
