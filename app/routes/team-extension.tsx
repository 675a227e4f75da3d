import { teamExtension } from "@content/services/team-extension.server";
import { ServicePageView } from "~/components/site/services/service-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/team-extension";

export function loader() {
  return teamExtension;
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.meta);

export default function TeamExtension({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData} />;
}
