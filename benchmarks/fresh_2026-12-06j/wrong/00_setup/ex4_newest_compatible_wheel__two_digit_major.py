# Mistake: "the last digit is the minor version and the digits before it the major: ... cu92 is 9.2": the major is read as the two digits after "cu", so cu92 parses as major 92 and is never chosen (driver (10, 1) with ["cu92"] gives "cpu", not "cu92").
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    fitting = []
    for tag in tags:
        if tag.startswith("cu"):
            major, minor = int(tag[2:4]), int(tag[4:] or 0)
            if (major, minor) <= (driver[0], driver[1]):
                fitting.append(((major, minor), tag))
    return max(fitting)[1] if fitting else "cpu"
