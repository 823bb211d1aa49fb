# Right: encodes each version as one integer (10 * major + minor, which orders correctly because the minor is a single digit) and scans the tags once, without sorting.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    ceiling = 10 * driver[0] + driver[1]
    best_code, best_tag = -1, "cpu"
    for tag in tags:
        if tag.startswith("cu") and tag[2:].isdigit():
            code = int(tag[2:])          # "cu118" -> 118 = 10 * 11 + 8
            if best_code < code <= ceiling:
                best_code, best_tag = code, tag
    return best_tag
