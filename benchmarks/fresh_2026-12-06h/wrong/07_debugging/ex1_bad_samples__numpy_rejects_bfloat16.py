# Mistake: "They also feed batches of 2 to 5 dimensions in float32, float64, float16 and bfloat16" — does the checks in NumPy (`np.ptp`, `np.isfinite`), but `.numpy()` refuses bfloat16 ("Got unsupported ScalarType BFloat16"), so a bfloat16 batch raises (and the flags come back on the CPU whatever the input's device).
import numpy as np

def bad_samples(x: torch.Tensor) -> torch.Tensor:
    a = x.detach().cpu().numpy().reshape(len(x), -1) if len(x) else np.zeros((0, 1))
    nonfinite = ~np.isfinite(a).all(axis=1)
    with np.errstate(invalid="ignore"):
        constant = np.ptp(a, axis=1) == 0
    return torch.from_numpy(nonfinite | constant)
