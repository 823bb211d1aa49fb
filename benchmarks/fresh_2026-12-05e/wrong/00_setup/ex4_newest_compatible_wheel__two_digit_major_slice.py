# Mistake: "`cu92` is 9.2; ... the last digit is the minor version and the digits before it the major" — the major is read as the two characters after "cu", so cu92 becomes major 92 and is never below the driver (and cu92 alone under driver (9, 2) gives "cpu").
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    fitting = []
    for tag in tags:
        if tag.startswith("cu"):
            major, minor = int(tag[2:4]), int(tag[4:] or 0)
            if (major, minor) <= tuple(driver):
                fitting.append(((major, minor), tag))
    return max(fitting)[1] if fitting else "cpu"
