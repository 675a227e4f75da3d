import { portfolioDevelopment } from "@content/services/portfolio-development.server";
import { ServicePageView } from "~/components/site/services/service-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/portfolio-development";

export function loader() {
  return portfolioDevelopment;
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.meta);

export default function PortfolioDevelopment({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData} />;
}
