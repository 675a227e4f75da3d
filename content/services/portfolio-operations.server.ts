import { defineServicePage } from "./file-schema";
import data from "./portfolio-operations.json";

export const portfolioOperations = defineServicePage("portfolio-operations.json", data);
