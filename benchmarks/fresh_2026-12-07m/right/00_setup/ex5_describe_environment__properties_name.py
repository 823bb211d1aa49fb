# Right: reads GPU 0's name from torch.cuda.get_device_properties(0).name, and builds the dict from a list of pairs in another key order.
def describe_environment() -> dict:
    gpu_available = bool(torch.cuda.is_available())
    pairs = [("gpu_available", gpu_available),
             ("gpu", torch.cuda.get_device_properties(0).name if gpu_available else None),
             ("cuda", torch.version.cuda),
             ("torch", torch.__version__)]
    return dict(pairs)
