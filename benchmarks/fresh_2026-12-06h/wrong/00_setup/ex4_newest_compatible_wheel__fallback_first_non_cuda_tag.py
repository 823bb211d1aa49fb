# Mistake: "or "cpu" when no CUDA wheel fits, whether or not "cpu" is in tags" — when nothing fits it returns the first non-CUDA wheel of the list ("the fallback the index offers"), so ["rocm6.2", "cu130"] on a 12.4 driver gives "rocm6.2" (and ["xpu"] gives "xpu") instead of "cpu".
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best = None
    for tag in tags:
        if tag.startswith("cu"):
            version = (int(tag[2:-1]), int(tag[-1]))
            if version <= tuple(driver) and (best is None or version > best[0]):
                best = (version, tag)
    if best is not None:
        return best[1]
    others = [tag for tag in tags if not tag.startswith("cu")]
    return others[0] if others else "cpu"
