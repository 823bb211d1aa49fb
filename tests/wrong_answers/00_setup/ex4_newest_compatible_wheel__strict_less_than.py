# Diagnosis: ceiling-excluded
# Pitfall: "not above the driver" written as < instead of <=.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def version(tag):
        return int(tag[2:-1]), int(tag[-1])

    fitting = [t for t in tags if t.startswith("cu") and version(t) < tuple(driver)]
    return max(fitting, key=version) if fitting else "cpu"
