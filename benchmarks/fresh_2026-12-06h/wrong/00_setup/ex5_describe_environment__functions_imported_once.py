# Mistake: "The tests imitate other machines ... by swapping out torch.__version__, torch.version.cuda and the torch.cuda functions while your function runs, so read them inside the function, each time it is called" — it imports is_available and get_device_name from torch.cuda when the cell runs; the names keep the original functions, so on an imitated GPU server it still says no GPU.
from torch.cuda import get_device_name, is_available


def describe_environment() -> dict:
    available = is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": bool(available),
        "gpu": get_device_name(0) if available else None,
    }
