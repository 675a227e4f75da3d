import { fintechPage } from "@content/sectors/fintech.server";
import { SectorPage } from "~/components/site/sectors/sector-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/financial-software";

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.meta);

export function loader() {
  return fintechPage;
}

export default function FinancialSoftware({ loaderData }: Route.ComponentProps) {
  return <SectorPage content={loaderData} />;
}
