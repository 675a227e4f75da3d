import { defineServicePage } from "./file-schema";
import data from "./portfolio-development.json";

export const portfolioDevelopment = defineServicePage("portfolio-development.json", data);
