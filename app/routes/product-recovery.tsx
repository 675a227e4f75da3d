import { productRecovery } from "@content/services/product-recovery.server";
import { ServicePageView } from "~/components/site/services/service-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/product-recovery";

export function loader() {
  return productRecovery;
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.meta);

export default function ProductRecovery({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData} />;
}
