# Right: with a one-digit minor, "cu" + major + minor read as one integer (cu92 -> 92, cu118 -> 118) orders exactly like (major, minor) for majors 9-13, and the driver maps to major*10 + minor; the caller's list is only read.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    ceiling = driver[0] * 10 + driver[1]
    best_code, best_tag = -1, "cpu"
    for tag in tags:
        if tag.startswith("cu") and tag[2:].isdigit():
            code = int(tag[2:])
            if best_code < code <= ceiling:
                best_code, best_tag = code, tag
    return best_tag
