import data from "./agile-coaching.json";
import { defineServicePage } from "./file-schema";

export const agileCoaching = defineServicePage("agile-coaching.json", data);
