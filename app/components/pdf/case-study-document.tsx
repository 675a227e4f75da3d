import type { CaseStudy } from "@content/resources/schemas";
import { site } from "@content/site";
import { pdfBackLink } from "@lib/case-study-pdf";
import {
  Document,
  Image,
  Link,
  Page,
  Path,
  StyleSheet,
  Svg,
  Text,
  View,
} from "@react-pdf/renderer";
import { CoverArtPdf } from "./cover-art-pdf";

/** The cover's picture: A4's width less the page's margins, in points. */
const ART_WIDTH = 595.28 - 2 * 48;

/** The site's colours (app/app.css), as the PDF paints them. */
const c = {
  ink: "#0b1530",
  inkSoft: "#3c4761",
  muted: "#5b6478",
  line: "#e3e7ef",
  surface: "#f5f7fb",
  brand50: "#eef3ff",
  brand100: "#dbe5ff",
  brand600: "#2647d6",
  brand700: "#1f39ad",
  brand900: "#1b2c6c",
  brand950: "#0e173d",
  saffron300: "#ffd08a",
  saffron400: "#ffb547",
  mint600: "#0f8f7a",
};

/** The family scripts/case-study-pdfs.ts registers: the site's Inter subset, static weights. */
export const PDF_FONT = "Inter";

const A4_MARGIN = 48;

const s = StyleSheet.create({
  page: {
    fontFamily: PDF_FONT,
    fontSize: 10.5,
    lineHeight: 1.5,
    color: c.ink,
    paddingTop: A4_MARGIN,
    paddingBottom: A4_MARGIN + 16,
    paddingHorizontal: A4_MARGIN,
  },
  cover: { backgroundColor: c.brand950, color: "#ffffff", padding: A4_MARGIN },
  brandRow: { flexDirection: "row", justifyContent: "space-between", alignItems: "center" },
  brand: { fontSize: 20, fontWeight: 800, color: "#ffffff" },
  kicker: {
    fontSize: 8.5,
    fontWeight: 600,
    letterSpacing: 0.5,
    textTransform: "uppercase",
    color: c.saffron300,
  },
  art: { marginTop: 28, borderRadius: 16, overflow: "hidden" },
  company: { marginTop: 26, fontSize: 12, fontWeight: 600, color: c.saffron300 },
  title: { marginTop: 6, fontSize: 25, lineHeight: 1.2, fontWeight: 800, color: "#ffffff" },
  excerpt: { marginTop: 12, fontSize: 11.5, lineHeight: 1.5, color: c.brand100 },
  facts: {
    marginTop: 22,
    flexDirection: "row",
    flexWrap: "wrap",
    borderTopWidth: 1,
    borderTopColor: "#ffffff33",
    paddingTop: 14,
  },
  fact: { width: "33.3%", marginBottom: 10, paddingRight: 10 },
  factLabel: {
    fontSize: 7.5,
    fontWeight: 600,
    letterSpacing: 0.5,
    textTransform: "uppercase",
    color: c.brand100,
  },
  factValue: { marginTop: 2, fontSize: 10.5, fontWeight: 600, color: "#ffffff" },
  eyebrow: {
    fontSize: 8.5,
    fontWeight: 700,
    letterSpacing: 0.5,
    textTransform: "uppercase",
    color: c.brand600,
  },
  h2: { marginTop: 4, fontSize: 18, lineHeight: 1.25, fontWeight: 800, color: c.ink },
  section: { marginBottom: 26 },
  para: { marginTop: 9, fontSize: 11, color: c.inkSoft },
  profile: {
    marginTop: 12,
    padding: 12,
    backgroundColor: c.surface,
    borderRadius: 8,
    fontSize: 9.5,
    color: c.inkSoft,
  },
  step: { flexDirection: "row", marginTop: 12 },
  stepNo: {
    width: 22,
    height: 22,
    borderRadius: 11,
    backgroundColor: c.brand50,
    color: c.brand700,
    fontSize: 9,
    fontWeight: 700,
    textAlign: "center",
    paddingTop: 4.5,
    marginRight: 10,
  },
  stepTitle: { fontSize: 11.5, fontWeight: 700, color: c.ink },
  stepText: { marginTop: 2, fontSize: 10.5, color: c.inkSoft },
  figures: { flexDirection: "row", marginTop: 10, marginHorizontal: -4 },
  figure: {
    flex: 1,
    padding: 14,
    marginHorizontal: 4,
    borderRadius: 10,
    backgroundColor: c.brand900,
  },
  figureValue: { fontSize: 26, lineHeight: 1.1, fontWeight: 800, color: c.saffron400 },
  figureLabel: { marginTop: 4, fontSize: 9.5, color: c.brand100 },
  result: { flexDirection: "row", marginTop: 8 },
  tick: { width: 12, height: 12, marginTop: 2.5, marginRight: 8 },
  resultText: { flex: 1, fontSize: 11, color: c.ink },
  quote: {
    marginTop: 4,
    padding: 18,
    borderRadius: 12,
    backgroundColor: c.brand50,
    borderLeftWidth: 4,
    borderLeftColor: c.brand600,
  },
  quoteText: { fontSize: 13, lineHeight: 1.45, fontWeight: 600, color: c.ink },
  quoteBy: { marginTop: 8, fontSize: 9.5, fontWeight: 600, color: c.inkSoft },
  cta: { padding: 22, borderRadius: 14, backgroundColor: c.brand600, color: "#ffffff" },
  ctaTitle: { fontSize: 17, fontWeight: 800, color: "#ffffff" },
  ctaText: { marginTop: 6, fontSize: 10.5, color: c.brand100 },
  ctaRow: { flexDirection: "row", flexWrap: "wrap", marginTop: 12 },
  ctaLink: {
    marginRight: 10,
    marginTop: 4,
    paddingVertical: 6,
    paddingHorizontal: 12,
    borderRadius: 8,
    backgroundColor: "#ffffff",
    color: c.brand700,
    fontSize: 10,
    fontWeight: 700,
    textDecoration: "none",
  },
  offices: { marginTop: 12, fontSize: 8.5, color: c.brand100 },
  backLink: { marginTop: 14, fontSize: 9.5, color: c.inkSoft },
  url: { marginTop: 2, fontSize: 8, color: c.brand700 },
  footer: { position: "absolute", bottom: 28, left: A4_MARGIN, fontSize: 8, color: c.muted },
});

/** The check mark of the page's results list (a glyph the site's font subset does not hold). */
function Tick() {
  return (
    <Svg viewBox="0 0 16 16" style={s.tick}>
      <Path d="M3 8.5l3.2 3L13 4.5" stroke={c.mint600} strokeWidth={2.2} fill="none" />
    </Svg>
  );
}

/**
 * A case study as a document to read on the train and forward inside a buying committee: the
 * same content as its page (content/resources/case-studies/<slug>.json), laid out for A4. Cover with
 * the study's art; the challenge; what we did; the results as figures; the quote; a closing call
 * to action with the firm's contact details and a link back to the page, tagged
 * `utm_source=case-study-pdf` so attribution sees the visit.
 */
export function CaseStudyDocument({
  study,
  creationDate,
  cover,
}: {
  study: CaseStudy;
  /** Fixed by the build, so the same content makes the same bytes. */
  creationDate: Date;
  /**
   * The study's uploaded cover, cropped to the art's 16:9 as a JPEG (scripts/case-study-pdfs.ts);
   * without one, the generated art, drawn as shapes.
   */
  cover?: Buffer;
}) {
  const pageUrl = pdfBackLink(site.origin, study.slug);
  const facts = [
    ["Client", study.company],
    ["Industry", study.industry],
    ["Engagement", study.engagement],
    ["Team", study.teamSize],
    ["Duration", study.duration],
    ["Published", study.date],
  ] as const;
  return (
    <Document
      title={`${study.title}: ${site.legalName} case study`}
      author={site.legalName}
      subject={study.excerpt}
      keywords={[study.company, study.industry, ...study.tags].join(", ")}
      creator={site.legalName}
      producer={site.legalName}
      language="en"
      creationDate={creationDate}
      modificationDate={creationDate}
      pageMode="useNone"
    >
      <Page size="A4" style={s.cover}>
        <View style={s.brandRow}>
          <Text style={s.brand}>{site.brand}</Text>
          <Text style={s.kicker}>Case study</Text>
        </View>
        <View style={s.art}>
          {cover ? (
            <Image
              src={{ data: cover, format: "jpg" }}
              style={{ width: ART_WIDTH, height: (ART_WIDTH * 9) / 16 }}
            />
          ) : (
            <CoverArtPdf image={study.image} industry={study.industry} width={ART_WIDTH} />
          )}
        </View>
        <Text style={s.company}>{study.company}</Text>
        <Text style={s.title}>{study.title}</Text>
        <Text style={s.excerpt}>{study.excerpt}</Text>
        <View style={s.facts}>
          {facts.map(([label, value]) => (
            <View key={label} style={s.fact}>
              <Text style={s.factLabel}>{label}</Text>
              <Text style={s.factValue}>{value}</Text>
            </View>
          ))}
        </View>
        <View style={s.figures}>
          {study.metrics.map((m) => (
            <View key={m.label} style={s.figure}>
              <Text style={s.figureValue}>{m.value}</Text>
              <Text style={s.figureLabel}>{m.label}</Text>
            </View>
          ))}
        </View>
      </Page>

      <Page size="A4" style={s.page}>
        <Text style={s.footer} fixed>
          {site.legalName} · {study.company} case study
        </Text>
        <View style={s.section}>
          <Text style={s.eyebrow}>The challenge</Text>
          <Text style={s.h2}>Where they started</Text>
          {study.challenge.map((p) => (
            <Text key={p.slice(0, 40)} style={s.para}>
              {p}
            </Text>
          ))}
          <Text style={s.profile}>
            {study.company}: {study.companyProfile}
          </Text>
        </View>

        <View style={s.section}>
          <Text style={s.eyebrow}>Our approach</Text>
          <Text style={s.h2}>What we did, step by step</Text>
          {study.approach.map((step, i) => (
            <View key={step.title} style={s.step} wrap={false}>
              <Text style={s.stepNo}>{i + 1}</Text>
              <View style={{ flex: 1 }}>
                <Text style={s.stepTitle}>{step.title}</Text>
                <Text style={s.stepText}>{step.text}</Text>
              </View>
            </View>
          ))}
        </View>

        <View style={s.section}>
          <View wrap={false}>
            <Text style={s.eyebrow}>Results</Text>
            <Text style={s.h2}>What changed</Text>
          </View>
          {study.results.map((r) => (
            <View key={r} style={s.result} wrap={false}>
              <Tick />
              <Text style={s.resultText}>{r}</Text>
            </View>
          ))}
        </View>

        {study.quote ? (
          <View style={s.section} wrap={false}>
            <View style={s.quote}>
              <Text style={s.quoteText}>“{study.quote.text}”</Text>
              <Text style={s.quoteBy}>{study.quote.attribution}</Text>
            </View>
          </View>
        ) : null}

        <View wrap={false}>
          <View style={s.cta}>
            <Text style={s.ctaTitle}>Facing a similar challenge?</Text>
            <Text style={s.ctaText}>
              Tell us about your team and your deadline. We reply within {site.replyWithinHours}{" "}
              hours with next steps, usually a 30-minute discovery call.
            </Text>
            <View style={s.ctaRow}>
              <Link src={`mailto:${site.contactEmail}`} style={s.ctaLink}>
                {site.contactEmail}
              </Link>
              {site.booking ? (
                <Link src={site.schedulingUrl} style={s.ctaLink}>
                  Book a discovery call
                </Link>
              ) : null}
            </View>
            <Text style={s.offices}>
              {site.legalName} · {site.offices.map((o) => `${o.city}, ${o.country}`).join(" · ")}
            </Text>
          </View>
          <Text style={s.backLink}>Read this case study online, with more like it:</Text>
          <Link src={pageUrl} style={s.url}>
            {pageUrl}
          </Link>
        </View>
      </Page>
    </Document>
  );
}
