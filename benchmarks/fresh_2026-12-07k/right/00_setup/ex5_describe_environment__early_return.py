# Right: returns early with gpu None when no GPU is usable, and only then queries get_device_name(0); keys in another order.
def describe_environment() -> dict:
    if not torch.cuda.is_available():
        return {"gpu": None, "gpu_available": False,
                "cuda": torch.version.cuda, "torch": torch.__version__}
    return {"gpu": torch.cuda.get_device_name(0), "gpu_available": True,
            "cuda": torch.version.cuda, "torch": torch.__version__}
