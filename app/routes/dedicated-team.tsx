import { dedicatedTeam } from "@content/services/dedicated-team.server";
import { ServicePageView } from "~/components/site/services/service-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/dedicated-team";

export function loader() {
  return dedicatedTeam;
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.meta);

export default function DedicatedTeam({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData} />;
}
