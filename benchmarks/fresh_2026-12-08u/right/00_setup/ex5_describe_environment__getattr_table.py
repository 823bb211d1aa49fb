# Right: reads the two versions through getattr on the live modules from a small table, and uses dict(...) with keyword-free pairs.
_VERSIONS = (("torch", lambda: getattr(torch, "__version__")),
             ("cuda", lambda: getattr(torch.version, "cuda", None)))


def describe_environment() -> dict:
    usable = bool(torch.cuda.is_available())
    pairs = [(key, read()) for key, read in _VERSIONS]
    pairs.append(("gpu_available", usable))
    pairs.append(("gpu", torch.cuda.get_device_name(0) if usable else None))
    return dict(pairs)
