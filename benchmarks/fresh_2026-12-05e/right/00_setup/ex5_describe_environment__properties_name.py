# Right: the name comes from torch.cuda.get_device_properties(0).name (the same string as get_device_name(0)), asked only after is_available(); dict() built from pairs in another key order.
def describe_environment() -> dict:
    usable = bool(torch.cuda.is_available())
    gpu_name = torch.cuda.get_device_properties(0).name if usable else None
    return dict([
        ("gpu", gpu_name),
        ("gpu_available", usable),
        ("cuda", torch.version.cuda),
        ("torch", torch.__version__),
    ])
