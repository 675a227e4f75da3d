import { defineServicePage } from "./file-schema";
import data from "./team-extension.json";

export const teamExtension = defineServicePage("team-extension.json", data);
