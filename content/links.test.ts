/** The links of the content documents lead to pages of the site: the cross checks refuse any other. */
import { describe, expect, it } from "vitest";
import {
  CONTENT_DOCUMENTS,
  type ContentDocumentId,
  type CrossProblem,
  crossChecksOf,
  seedCrossProblems,
} from "./documents.ts";
import { linkFields, markdownFields } from "./links.ts";

// biome-ignore lint/suspicious/noExplicitAny: a document's English as written, each test changing its own parts
type Json = any;

const written = (id: ContentDocumentId): Json => structuredClone(CONTENT_DOCUMENTS[id].seed.english);

/**
 * What the cross checks of document `id` find once `change` changed its English (and maybe the
 * others'), every document otherwise as written.
 */
function problemsAfter(id: ContentDocumentId, change: (english: Record<string, Json>) => void) {
  const english = Object.fromEntries(
    (Object.keys(CONTENT_DOCUMENTS) as ContentDocumentId[]).map((each) => [each, written(each)]),
  );
  change(english);
  return crossChecksOf(id).flatMap((check) => check.problems(english));
}

/** Each problem's message on its field of document `id`, and that field's path. */
const onFields = (id: ContentDocumentId, problems: CrossProblem[]) =>
  problems.map(({ message, paths }) => ({ message, path: paths[id] }));

/** The problems of the home page's first service card linking to `link`. */
const serviceCardLinking = (link: string) =>
  onFields(
    "home",
    problemsAfter("home", (english) => {
      english.home.serviceCards[0].href = link;
    }),
  );

const noPage = (address: string) =>
  `No page of the site has the address "${address}": choose one of its pages (like /about-us or /faq).`;

const blogId = written("blogs")[0].id as string;
const cabinSlug = written("cabins")[0].slug as string;

describe("the links of the content documents", () => {
  it("are found by their schemas: every internalPath and homeHref, not a page's own path", () => {
    expect(linkFields(CONTENT_DOCUMENTS.faqs.schema)).toEqual(["*.faqs.*.link.href"]);
    expect(linkFields(CONTENT_DOCUMENTS["home-intro"].schema)).toEqual([
      "readMore.href",
      "viewServices.href",
    ]);
    expect(linkFields(CONTENT_DOCUMENTS.home.schema)).toEqual([
      "serviceCards.*.href",
      "enquirySteps.serviceLink.href",
    ]);
    expect(linkFields(CONTENT_DOCUMENTS.cabins.schema)).toEqual([]);
    expect(linkFields(CONTENT_DOCUMENTS["elevator-types"].schema)).toEqual([]);
  });

  it("lead to the site's pages, a blog post's and a cabin design's page, and the warranty", () => {
    for (const link of [
      "/",
      "/about-us",
      "/faq#warranty",
      "/capsule-elevators",
      `/blog-detail/${blogId}`,
      `/${cabinSlug}`,
      "/warranty/1",
      "/warranty/7",
    ])
      expect(serviceCardLinking(link), link).toEqual([]);
  });

  it("may be a section of the home page where the field takes one", () => {
    expect(
      problemsAfter("home-intro", (english) => {
        english["home-intro"].readMore.href = "#services";
      }),
    ).toEqual([]);
  });

  it("are refused, on their field, when no page of the site has their address", () => {
    expect(serviceCardLinking("/no-such-page")).toEqual([
      { message: noPage("/no-such-page"), path: "serviceCards.0.href" },
    ]);
    expect(serviceCardLinking("/blog-detail/nope#top")).toEqual([
      { message: noPage("/blog-detail/nope"), path: "serviceCards.0.href" },
    ]);
    // Where forms post and personal links are no pages to link to.
    expect(serviceCardLinking("/send/contact")).toEqual([
      { message: noPage("/send/contact"), path: "serviceCards.0.href" },
    ]);
    expect(
      onFields(
        "faqs",
        problemsAfter("faqs", (english) => {
          english.faqs[1].faqs[2].link = { label: "More", href: "/privacy/request/a-token" };
        }),
      ),
    ).toEqual([{ message: noPage("/privacy/request/a-token"), path: "1.faqs.2.link.href" }]);
  });

  it("in an article's Markdown are checked too: a page of the site, or refused under the body (tester)", () => {
    const articleLinking = (link: string) =>
      onFields(
        "blogs",
        problemsAfter("blogs", (english) => {
          english.blogs[0].body = `${english.blogs[0].body}\n\nRead [this page](${link}), or [call us](https://example.com/x).`;
        }),
      );
    expect(articleLinking("/no-such-page")).toEqual([{ message: noPage("/no-such-page"), path: "0.body" }]);
    expect(articleLinking("/faq?from=blog#warranty")).toEqual([]);
    expect(articleLinking(`/blog-detail/${blogId}`)).toEqual([]);
    expect(markdownFields(CONTENT_DOCUMENTS.blogs.schema)).toEqual(["*.body"]);
  });

  it("may lead to a blog post the drafts add; a post taken away leaves its links without their page", () => {
    const linkingNewPost = (english: Record<string, Json>) => {
      english.home.serviceCards[0].href = "/blog-detail/new-post";
    };
    expect(onFields("home", problemsAfter("home", linkingNewPost))).toEqual([
      { message: noPage("/blog-detail/new-post"), path: "serviceCards.0.href" },
    ]);
    expect(
      problemsAfter("home", (english) => {
        linkingNewPost(english);
        english.blogs.push({ ...english.blogs[0], id: "new-post" });
      }),
    ).toEqual([]);
    // Where no field of it is in view, the problem says which document links there.
    expect(
      problemsAfter("blogs", (english) => {
        english.home.serviceCards[0].href = `/blog-detail/${blogId}`;
        english.blogs.shift();
      }),
    ).toEqual([
      {
        message: noPage(`/blog-detail/${blogId}`),
        paths: { home: "serviceCards.0.href" },
        elsewhere: `"${CONTENT_DOCUMENTS.home.title}" links to "/blog-detail/${blogId}", and the site would have no page at that address: keep (or publish) that page, or change the link first.`,
      },
      // Another post's article links to it too: named under that article's body.
      {
        message: noPage(`/blog-detail/${blogId}`),
        paths: { blogs: "1.body" },
        elsewhere: `"${CONTENT_DOCUMENTS.blogs.title}" links to "/blog-detail/${blogId}", and the site would have no page at that address: keep (or publish) that page, or change the link first.`,
      },
    ]);
  });

  it("of the repository's content all lead to pages", () => {
    expect(seedCrossProblems()).toEqual([]);
  });
});
