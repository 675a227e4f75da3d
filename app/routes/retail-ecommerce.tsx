import { retailPage } from "@content/sectors/retail.server";
import { SectorPage } from "~/components/site/sectors/sector-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/retail-ecommerce";

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.meta);

export function loader() {
  return retailPage;
}

export default function RetailEcommerce({ loaderData }: Route.ComponentProps) {
  return <SectorPage content={loaderData} />;
}
