# Mistake: "or "cpu" when no CUDA wheel fits, whether or not "cpu" is in `tags`": falls back to "cpu" only when the list offers it, and returns None for e.g. ((11, 2), ["cu118", "cu124"]) or an empty list.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    fitting = []
    for tag in tags:
        if tag.startswith("cu"):
            version = (int(tag[2:-1]), int(tag[-1]))
            if version <= tuple(driver):
                fitting.append((version, tag))
    if fitting:
        return max(fitting)[1]
    return "cpu" if "cpu" in tags else None
