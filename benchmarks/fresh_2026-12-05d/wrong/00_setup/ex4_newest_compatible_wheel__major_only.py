# Mistake: "Return the tag with the highest CUDA version not above `driver` ... a newer minor version of the same major is *not* chosen" — only the major is compared with the driver's, so driver (12, 4) with cu126 available returns cu126.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    fitting = [t for t in tags if t.startswith("cu") and int(t[2:-1]) <= driver[0]]
    if not fitting:
        return "cpu"
    return max(fitting, key=lambda t: (int(t[2:-1]), int(t[-1])))
