# Mistake: "or `"cpu"` when no CUDA wheel fits, whether or not `"cpu"` is in `tags`" — "cpu" only wins as the lowest candidate when it is in the list: for an empty list, or one without "cpu" and without a fitting CUDA tag, max() of an empty sequence raises ValueError.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def version(tag):
        if tag == "cpu":
            return (0, 0)
        return (int(tag[2:-1]), int(tag[-1]))

    candidates = [t for t in tags if t == "cpu" or (t.startswith("cu") and version(t) <= tuple(driver))]
    return max(candidates, key=version)
