# Mistake: "`torch.__version__`, in full: keep the local tag where there is one, such as `+cpu` or `+cu126`" — cuts the version at '+'
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__.split("+")[0],
        "cuda": torch.version.cuda,
        "gpu_available": bool(available),
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
