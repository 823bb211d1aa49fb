# Mistake: "`torch.cuda.get_device_name(0)`, when a GPU is available; otherwise `None`" -- decides whether to ask for the name by torch.cuda.device_count(), so on a machine whose driver lists a GPU that PyTorch cannot use (device_count() 1, is_available() False) get_device_name raises instead of the report giving gpu None.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    gpus = torch.cuda.device_count()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if gpus > 0 else None,
    }
