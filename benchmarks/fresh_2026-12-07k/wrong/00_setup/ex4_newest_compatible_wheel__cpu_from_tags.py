# Mistake: "or `"cpu"` when no CUDA wheel fits, whether or not `"cpu"` is in `tags`" -- picks the best among the fitting tags with "cpu" counted as version 0, so when no CUDA wheel fits and "cpu" is not in the list (or the list is empty), max() of nothing raises ValueError.
def _version(tag):
    if tag == "cpu":
        return (0, 0)
    return (int(tag[2:-1]), int(tag[-1]))


def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    fitting = [t for t in tags if t == "cpu" or (t.startswith("cu") and _version(t) <= tuple(driver))]
    return max(fitting, key=_version)
