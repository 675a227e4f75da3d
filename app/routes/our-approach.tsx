import { ourApproach } from "@content/services/our-approach.server";
import { ServicePageView } from "~/components/site/services/service-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/our-approach";

export function loader() {
  return ourApproach;
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.meta);

export default function OurApproach({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData} />;
}
