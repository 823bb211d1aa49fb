# Right: builds the result with dict(...) keyword arguments in another key order, reading the module attributes via getattr.
def describe_environment() -> dict:
    usable = torch.cuda.is_available() is True
    return dict(
        gpu=torch.cuda.get_device_name(0) if usable else None,
        gpu_available=usable,
        cuda=getattr(torch.version, "cuda"),
        torch=getattr(torch, "__version__"),
    )
