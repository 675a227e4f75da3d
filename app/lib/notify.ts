export { notify, type ToastKind } from "~/components/site/toast/toast";
