# Mistake: "or `"cpu"` when no CUDA wheel fits, whether or not `"cpu"` is in `tags`" and "an empty list, or one without any CUDA tag: `"cpu"`": the fallback is taken from the list, so with no fitting CUDA wheel and no "cpu" tag (e.g. an empty list) it returns None.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def version(tag):
        return int(tag[2:-1]), int(tag[-1])
    cuda = [t for t in tags if t.startswith("cu") and version(t) <= tuple(driver)]
    if cuda:
        return max(cuda, key=version)
    return next((t for t in tags if t == "cpu"), None)   # the CPU wheel offered for this release
