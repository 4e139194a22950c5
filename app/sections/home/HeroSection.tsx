/** 1. Full-screen hero slideshow: four slides fading every 5 s. */
import type { HeroSlide } from "../../../content/home-hero.ts";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { Image } from "../../components/Image.tsx";
import { HERO_AUTOPLAY_MS, HERO_SLIDE_FADE_MS } from "../../motion.ts";
import { HomeLink } from "./HomeLink.tsx";
import "./hero.css";
import { ContentText, inPageLanguage } from "../../components/content-text.tsx";
import { useLocale } from "../../i18n.ts";

/** `label` names the slideshow for screen readers, in the page's language. */
export function HeroSection({ slides, label }: { slides: HeroSlide[]; label: string }) {
  const locale = useLocale();
  return (
    <div className="hero">
      <Carousel
        label={label}
        effect="fade"
        loop
        autoplay={HERO_AUTOPLAY_MS}
        speed={HERO_SLIDE_FADE_MS}
        className="hero__carousel"
      >
        {slides.map((slide, index) => {
          const Heading = index === 0 ? "h1" : "h2";
          return (
            <div key={slide.id} className="hero__slide">
              <Image src={slide.image} alt={slide.alt} priority={index === 0} className="hero__image" />
              <div className="hero__overlay" />
              <div className="container hero__content">
                <Heading className="hero__title">
                  <ContentText as="span" className="hero__subtitle">
                    {slide.subTitle}
                  </ContentText>{" "}
                  {inPageLanguage(slide.title, locale)}
                </Heading>
                <ContentText as="p" className="hero__description">
                  {slide.description}
                </ContentText>
                <HomeLink href={slide.cta.href} className="button button--accent hero__cta">
                  {inPageLanguage(slide.cta.label, locale)}
                </HomeLink>
              </div>
            </div>
          );
        })}
      </Carousel>
    </div>
  );
}
