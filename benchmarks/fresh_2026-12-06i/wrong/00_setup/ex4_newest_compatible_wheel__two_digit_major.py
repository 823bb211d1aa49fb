# Mistake: "`cu92` is 9.2" (the last digit is the minor version and the digits before it the major) — the tag is sliced as a two-digit major plus the rest, which works for cu118/cu124/cu130 but turns cu92 into major 92 with an empty minor, and int("") raises ValueError.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best, best_version = "cpu", None
    for tag in tags:
        if not tag.startswith("cu"):
            continue
        version = (int(tag[2:4]), int(tag[4:]))      # "cu124" -> (12, 4)
        if version <= tuple(driver) and (best_version is None or version > best_version):
            best, best_version = tag, version
    return best
