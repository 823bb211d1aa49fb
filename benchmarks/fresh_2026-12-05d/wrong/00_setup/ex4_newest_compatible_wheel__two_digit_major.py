# Mistake: "the last digit is the minor version and the digits before it the major: ... `cu92` is 9.2" — the major is read as the two characters after "cu", so cu92 becomes major 92 (never fits) and a driver 9.x/10.x with cu92 in the list gets "cpu".
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best, best_version = "cpu", None
    for tag in tags:
        if not tag.startswith("cu"):
            continue
        version = (int(tag[2:4]), int(tag[4:] or 0))
        if version <= tuple(driver) and (best_version is None or version > best_version):
            best, best_version = tag, version
    return best
