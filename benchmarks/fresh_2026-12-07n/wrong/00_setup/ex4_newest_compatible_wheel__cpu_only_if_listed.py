# Mistake: "or "cpu" when no CUDA wheel fits, whether or not "cpu" is in `tags`" / "an empty list, or one without any CUDA tag: "cpu"": the fallback is taken from the list itself, so with no fitting CUDA tag and no "cpu" tag (e.g. [] or ["cu130"] on a 12.4 driver) max() of an empty list raises ValueError.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def version(tag):
        return (int(tag[2:-1]), int(tag[-1])) if tag.startswith("cu") else (-1, -1)
    candidates = [t for t in tags if t == "cpu" or (t.startswith("cu") and version(t) <= tuple(driver))]
    return max(candidates, key=version)
