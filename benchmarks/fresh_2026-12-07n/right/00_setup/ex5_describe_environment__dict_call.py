# Right: reads the module attributes through getattr at call time and builds the dict with dict(...) in another key order.
def describe_environment() -> dict:
    usable = bool(torch.cuda.is_available())
    name = torch.cuda.get_device_name(0) if usable else None
    return dict(gpu=name, gpu_available=usable,
                cuda=getattr(torch.version, "cuda", None), torch=getattr(torch, "__version__"))
