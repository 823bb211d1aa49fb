# Mistake: "Return the tag with the highest CUDA version not above driver" (of the tags given) — answers are memoised by driver alone, so a second call with the same driver but another list of tags returns the first list's wheel (possibly one not in the new list)
_ANSWERS = {}


def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    key = tuple(driver)
    if key not in _ANSWERS:
        ceiling = driver[0] * 10 + driver[1]
        fits = [(int(t[2:]), t) for t in tags if t.startswith("cu") and int(t[2:]) <= ceiling]
        _ANSWERS[key] = max(fits)[1] if fits else "cpu"
    return _ANSWERS[key]
