import { agileCoaching } from "@content/services/agile-coaching.server";
import { ServicePageView } from "~/components/site/services/service-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/agile-coaching";

export function loader() {
  return agileCoaching;
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.meta);

export default function AgileCoaching({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData} />;
}
