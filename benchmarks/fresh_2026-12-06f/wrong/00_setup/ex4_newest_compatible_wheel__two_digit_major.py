# Mistake: "the last digit is the minor version and the digits before it the major: ... `cu92` is 9.2" — it slices the major as two characters, so cu92 parses as major 92 (minor 0) and is never chosen, and is treated as newer than every driver.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best, best_version = "cpu", None
    for tag in tags:
        if not tag.startswith("cu"):
            continue
        major = int(tag[2:4])
        minor = int(tag[4:] or 0)
        version = (major, minor)
        if version <= tuple(driver) and (best_version is None or version > best_version):
            best, best_version = tag, version
    return best
