# Mistake: "`cu92` is 9.2" (the last digit is the minor version and the digits before it the major): the major is read as the two characters after "cu", so "cu92" parses as major 92 and is never chosen, e.g. driver (10, 0) with ["cu92"] gives "cpu" instead of "cu92".
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best, best_version = "cpu", None
    for tag in tags:
        if not tag.startswith("cu"):
            continue
        major = int(tag[2:4])
        minor = int(tag[4:] or 0)
        if (major, minor) <= tuple(driver) and (best_version is None or (major, minor) > best_version):
            best, best_version = tag, (major, minor)
    return best
