# Mistake: "or "cpu" when no CUDA wheel fits, whether or not "cpu" is in tags" -- when nothing fits it returns the first non-CUDA tag of the list, so driver (11, 2) with ['rocm6.2', 'cu124'] returns 'rocm6.2'.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    fits = []
    others = []
    for tag in tags:
        if tag.startswith("cu"):
            version = (int(tag[2:-1]), int(tag[-1]))
            if version <= tuple(driver):
                fits.append((version, tag))
        else:
            others.append(tag)
    if fits:
        return max(fits)[1]
    return others[0] if others else "cpu"
