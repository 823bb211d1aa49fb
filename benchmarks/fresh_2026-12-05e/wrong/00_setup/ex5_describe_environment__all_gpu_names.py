# Mistake: "`\"gpu\"`: the name of GPU 0 ... when a GPU is available" — a list of every GPU's name is returned (and a list of one name on a one-GPU machine), not GPU 0's name as a string.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    names = [torch.cuda.get_device_name(i) for i in range(torch.cuda.device_count())] if available else None
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": names,
    }
