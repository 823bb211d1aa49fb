# Right: parse each cuXY tag into (major, minor) with divmod, keep those <= driver, take max by the numeric tuple.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def version(tag):
        major, minor = divmod(int(tag[2:]), 10)
        return (major, minor)
    fitting = [t for t in tags if t.startswith("cu") and version(t) <= (driver[0], driver[1])]
    return max(fitting, key=version, default="cpu")
