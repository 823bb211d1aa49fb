# Right: asks device_count() first (allowed: it never raises) to skip the name query early, keys in another order, and names GPU 0 through a torch.device.
def describe_environment() -> dict:
    count = torch.cuda.device_count()
    available = torch.cuda.is_available()
    name = None
    if available and count > 0:
        name = torch.cuda.get_device_name(torch.device("cuda", 0))
    elif available:
        name = torch.cuda.get_device_name(0)
    return {"gpu": name, "gpu_available": available, "cuda": torch.version.cuda, "torch": torch.__version__}
