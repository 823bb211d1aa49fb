# Mistake: "`"cuda"`: `torch.version.cuda` ... (`None` for a CPU-only build)" and "ROCm (`torch.version.cuda` is `None`, `torch.version.hip` is set)" -- the report puts the HIP version under "cuda" on a ROCm build.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    toolkit = torch.version.cuda or getattr(torch.version, "hip", None)
    return {"torch": torch.__version__, "cuda": toolkit, "gpu_available": available,
            "gpu": torch.cuda.get_device_name(0) if available else None}
