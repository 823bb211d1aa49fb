# Right: returns early on a machine without a usable GPU, and only then asks for GPU 0's name; the keys come in another order.
def describe_environment() -> dict:
    base = {"cuda": torch.version.cuda, "torch": torch.__version__}
    if not torch.cuda.is_available():
        return {**base, "gpu": None, "gpu_available": False}
    return {**base, "gpu": torch.cuda.get_device_name(0), "gpu_available": True}
