// Size of the hero slides (16:9); every slide draws in these coordinates.
export const W = 1600;
export const H = 900;
