# Mistake: "the last digit is the minor version and the digits before it the major: ... `cu92` is 9.2": it reads the major from two fixed characters, so cu92 is taken as major 92 with no minor and raises ValueError.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best, best_version = "cpu", None
    for tag in tags:
        if not tag.startswith("cu"):
            continue
        version = (int(tag[2:4]), int(tag[4:]))
        if version <= tuple(driver) and (best_version is None or version > best_version):
            best, best_version = tag, version
    return best
