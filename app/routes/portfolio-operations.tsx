import { portfolioOperations } from "@content/services/portfolio-operations.server";
import { ServicePageView } from "~/components/site/services/service-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/portfolio-operations";

export function loader() {
  return portfolioOperations;
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.meta);

export default function PortfolioOperations({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData} />;
}
