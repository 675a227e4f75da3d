import { ourModel } from "@content/services/our-model.server";
import { ServicePageView } from "~/components/site/services/service-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/our-model";

export function loader() {
  return ourModel;
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.meta);

export default function OurModel({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData} />;
}
