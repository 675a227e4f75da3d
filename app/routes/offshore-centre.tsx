import { offshoreCentre } from "@content/services/offshore-centre.server";
import { ServicePageView } from "~/components/site/services/service-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/offshore-centre";

export function loader() {
  return offshoreCentre;
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.meta);

export default function OffshoreCentre({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData} />;
}
