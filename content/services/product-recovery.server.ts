import { defineServicePage } from "./file-schema";
import data from "./product-recovery.json";

export const productRecovery = defineServicePage("product-recovery.json", data);
