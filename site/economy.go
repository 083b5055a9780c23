package site

// BoxStones is the number of stones in the box. The reserve holds those the
// seats do not: together they always hold BoxStones, under either reading
// of the reserve.
const BoxStones = 40
