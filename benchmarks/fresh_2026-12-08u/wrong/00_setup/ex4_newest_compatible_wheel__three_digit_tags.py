# Mistake: "cu92 is 9.2" / "CUDA tags cu followed by the major (9 to 13) and one digit of minor": the tag is cut as two digits of major and the rest as minor (fitted to cu118, cu124, cu126), so a list holding "cu92" raises ValueError (int('') for its minor) instead of returning an answer.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    fitting = []
    for tag in tags:
        if tag.startswith("cu"):
            version = (int(tag[2:4]), int(tag[4:]))
            if version <= tuple(driver):
                fitting.append((version, tag))
    return max(fitting)[1] if fitting else "cpu"
