/** The engines a prospect reads the site in: Chrome and Edge, Firefox (ESR), Safari. */
export const ENGINES = ["chromium", "firefox", "webkit"] as const;
export type EngineName = (typeof ENGINES)[number];

/**
 * How the page's scripts fare: running; blocked by a policy or failing to load (the engine
 * still reports scripting on); or switched off by the visitor (`(scripting: none)` matches).
 */
export const MODES = ["script", "policy", "failed", "off"] as const;
export type Mode = (typeof MODES)[number];

export type Role =
  | "button"
  | "link"
  | "textbox"
  | "searchbox"
  | "checkbox"
  | "combobox"
  | "dialog"
  | "heading"
  | "navigation"
  | "region"
  | "search"
  | "alert"
  | "menu";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A control found by its role and accessible name, as the engine's accessibility tree gives it. */
export interface Control {
  box(): Promise<Box | null>;
  visible(): Promise<boolean>;
  /**
   * Whether it, or a box it sits in, is still animating (a sheet sliding in), where the driver
   * can tell: WebKit on a busy machine can hold an animation's first frame across two looks, so
   * an unchanged box alone does not say it has arrived.
   */
  moving?(): Promise<boolean>;
}

/** One visitor in one engine: what a test may do is what a person can do, plus reading the page. */
export interface Visitor {
  readonly engine: EngineName;
  readonly mode: Mode;
  /** The narrowest window this engine opens at (MiniBrowser cannot go below 447 px). */
  readonly phoneWidth: number;
  /** Opens a page of the site (behind the blocking proxy in the blocked modes). */
  open(path: string, width: number): Promise<void>;
  /** The control now, if the page has it (hidden ones included: check `visible()`). */
  find(role: Role, name: string, within?: string): Promise<Control | undefined>;
  /** A real press at the control's centre, scrolled into view as a thumb would. */
  tap(control: Control): Promise<void>;
  /** Types into a field, tapping it first unless it has the focus (the caret stays where it is). */
  type(control: Control, text: string): Promise<void>;
  press(key: "Escape" | "Tab" | "Enter" | "End"): Promise<void>;
  /** A press at a point of the viewport (the dimmed page beside a sheet, say). */
  tapAt(x: number, y: number): Promise<void>;
  /** Reads the page: a JavaScript expression the driver evaluates (works with page script off). */
  read<T>(expression: string): Promise<T>;
  screenshot(file: string): Promise<void>;
  /** Console errors and uncaught exceptions seen so far, where the driver can see them. */
  consoleErrors(): string[] | undefined;
  close(): Promise<void>;
}
