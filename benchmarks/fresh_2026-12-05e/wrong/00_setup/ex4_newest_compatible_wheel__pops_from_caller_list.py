# Mistake: "Leave the caller's `tags` list as it was (sort or filter a copy)" — the non-CUDA tags are removed from the caller's list with tags.remove(...) while scanning.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    for tag in [t for t in tags if not t.startswith("cu")]:
        tags.remove(tag)
    fitting = [t for t in tags if (int(t[2:-1]), int(t[-1])) <= tuple(driver)]
    return max(fitting, key=lambda t: (int(t[2:-1]), int(t[-1]))) if fitting else "cpu"
