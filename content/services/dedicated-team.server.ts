import data from "./dedicated-team.json";
import { defineServicePage } from "./file-schema";

export const dedicatedTeam = defineServicePage("dedicated-team.json", data);
