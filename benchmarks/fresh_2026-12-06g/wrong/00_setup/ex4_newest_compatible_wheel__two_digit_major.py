# Mistake: "the last digit is the minor version and the digits before it the major ... cu92 is 9.2" — the tag is parsed as two digits of major then the rest as minor, so cu92 reads as CUDA 92.0, is always "above" the driver, and a driver 9.x to 10.x gets "cpu" instead of cu92
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
