# Right: with one-digit minors, "cuXYZ" read as the integer XYZ equals 10*major+minor, the same order as (major, minor); the driver is encoded the same way, and the best fitting tag is tracked in a loop over the caller's list without changing it.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    limit = 10 * driver[0] + driver[1]
    best_tag, best_code = "cpu", -1
    for tag in tags:
        if tag.startswith("cu"):
            code = int(tag[2:])
            if best_code < code <= limit:
                best_tag, best_code = tag, code
    return best_tag
