# Mistake: "ask torch.cuda.is_available() before any other torch.cuda query" / "a GPU the driver lists but PyTorch cannot use (device_count() says 1, is_available() says False, every other GPU query raises)" -- the name is asked whenever device_count() > 0, so that machine raises.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    gpu = torch.cuda.get_device_name(0) if torch.cuda.device_count() > 0 else None
    return {"torch": torch.__version__, "cuda": torch.version.cuda,
            "gpu_available": available, "gpu": gpu}
