# Mistake: "read them inside the function, each time it is called" — the report is built on the first call and memoised, so a second call on another (imitated) machine returns the first machine's versions and GPU
_REPORT = {}


def describe_environment() -> dict:
    if not _REPORT:
        available = torch.cuda.is_available()
        _REPORT.update({
            "torch": torch.__version__,
            "cuda": torch.version.cuda,
            "gpu_available": available,
            "gpu": torch.cuda.get_device_name(0) if available else None,
        })
    return dict(_REPORT)
