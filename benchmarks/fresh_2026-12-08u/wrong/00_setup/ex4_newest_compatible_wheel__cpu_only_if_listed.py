# Mistake: "or "cpu" when no CUDA wheel fits, whether or not "cpu" is in tags": the CPU wheel is returned only when the list offers it, so an empty list or ["cu126"] with driver (11, 2) gives None.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def version(tag):
        return int(tag[2:-1]), int(tag[-1])

    cuda = sorted((t for t in tags if t.startswith("cu") and version(t) <= tuple(driver)), key=version)
    if cuda:
        return cuda[-1]
    return "cpu" if "cpu" in tags else None
