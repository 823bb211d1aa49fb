# Approach: small integer-valued matrices (exact in float32), torch.mm on the device, NumPy reference.
import numpy as np


def device_really_works(device) -> bool:
    a = torch.arange(12, dtype=torch.float32).reshape(3, 4)
    b = torch.arange(8, dtype=torch.float32).reshape(4, 2) - 3
    try:
        on_device = torch.mm(a.to(device), b.to(device)).to("cpu")
        return bool(np.allclose(on_device.numpy(), a.numpy() @ b.numpy()))
    except Exception:
        return False
