# Mistake: "Leave the caller's tags list as it was (sort or filter a copy)" — appends "cpu" to the caller's list when it is missing, to have a fallback to return.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    if "cpu" not in tags:
        tags.append("cpu")
    best, best_version = "cpu", (-1, -1)
    for tag in tags:
        if tag.startswith("cu"):
            version = divmod(int(tag[2:]), 10)
            if version <= tuple(driver) and version > best_version:
                best, best_version = tag, version
    return best
