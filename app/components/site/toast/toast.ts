/**
 * The site's toasts, without React: the share buttons and the forms' scripts both report
 * through `notify`. One region per page, made on the first toast, below
 * the sticky header; each toast is announced (errors assertively) and closes after 4 s or on
 * its close button.
 */
export type ToastKind = "success" | "error" | "info" | "warning";

export const TOAST_ATTR = "data-toast";
const REGION_ID = "toasts";
const DURATION_MS = 4000;
const VISIBLE = 3;

const tone: Record<ToastKind, string> = {
  success: "border-[#86efac] bg-[#f0fdf4] text-[#14532d]",
  error: "border-[#fca5a5] bg-[#fef2f2] text-[#7f1d1d]",
  info: "border-line bg-paper text-ink",
  warning: "border-saffron-300 bg-[#fffbeb] text-[#78350f]",
};

function region(doc: Document): HTMLOListElement {
  const found = doc.getElementById(REGION_ID);
  if (found instanceof HTMLOListElement) return found;
  const list = doc.createElement("ol");
  list.id = REGION_ID;
  list.setAttribute("aria-label", "Notifications");
  list.className =
    "fixed top-[76px] right-4 left-4 z-50 flex flex-col gap-2 sm:left-auto sm:w-[22rem] lg:top-[88px]";
  doc.body.append(list);
  return list;
}

export function notify(
  kind: ToastKind,
  title: string,
  options: { description?: string } = {},
  doc: Document = document,
) {
  const list = region(doc);
  const item = doc.createElement("li");
  item.setAttribute(TOAST_ATTR, "");
  item.dataset.type = kind;
  item.setAttribute("role", kind === "error" ? "alert" : "status");
  item.className = `relative rounded-xl border p-4 pr-10 font-sans text-sm shadow-lift ${tone[kind]}`;
  const heading = doc.createElement("p");
  heading.className = "font-semibold";
  heading.textContent = title;
  item.append(heading);
  if (options.description) {
    const text = doc.createElement("p");
    text.className = "mt-1 opacity-90";
    text.textContent = options.description;
    item.append(text);
  }
  const close = doc.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", "Close notification");
  close.className =
    "absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-full text-base leading-none hover:bg-black/5";
  close.textContent = "×";
  item.append(close);

  const remove = () => item.remove();
  close.addEventListener("click", remove);
  let timer = setTimeout(remove, DURATION_MS);
  // Held while the visitor reads it with the pointer or the keyboard.
  item.addEventListener("pointerenter", () => clearTimeout(timer));
  item.addEventListener("pointerleave", () => {
    timer = setTimeout(remove, DURATION_MS);
  });
  list.prepend(item);
  while (list.children.length > VISIBLE) list.lastElementChild?.remove();
}
